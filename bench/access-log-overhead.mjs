// What writing the access log costs the request path: the same authenticated route
// (POST /rest/task/handlers: session lookup, permission check, a small in-memory
// answer, so the log's share is as large as it gets) served with ACCESS_LOG_ENABLED
// on and off, at the same concurrency, over real HTTP keep-alive connections (fetch).
// The server runs in a child process so that the load loop does not share its event
// loop. Rounds alternate on/off to even out drift; the figure is requests/s.
// A scratch database is created on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) and dropped.
// Run: node bench/access-log-overhead.mjs   (BENCH_SECONDS, BENCH_CONCURRENCY, BENCH_ROUNDS)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PASSWORD = 'Bench#Admin1';
const ROUTE = '/rest/task/handlers';
const server = (path) => new URL(`../apps/server/src/${path}`, import.meta.url).href;

if (process.argv[2] === '--serve') {
  await serve(process.argv[3], process.argv[4] === 'on');
} else {
  await main();
}

/** Child: the app on the scratch database, access log on or off, listening on a free port. */
async function serve(url, accessLog) {
  const { openDatabase } = await import(server('db/client.ts'));
  const { buildApp } = await import(server('app.ts'));
  const { testConfig } = await import(server('config.ts'));
  const { SessionStore } = await import(server('platform/auth/sessions.ts'));
  const database = await openDatabase({ url, poolSize: 10 });
  const config = testConfig({ LOGIN_RATE_LIMIT: 100_000, ACCESS_LOG_ENABLED: accessLog });
  const sessions = new SessionStore(database.db, config.SESSION_DAYS * 86_400_000);
  const app = await buildApp({ config, database, sessions });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  let cpu = process.cpuUsage();
  process.on('message', async (m) => {
    // The server's own CPU time over the measured run: far less disturbed than
    // requests/s by whatever else the machine is doing.
    if (m === 'mark') cpu = process.cpuUsage();
    if (m === 'cpu') {
      const used = process.cpuUsage(cpu);
      process.send({ cpuMicros: used.user + used.system });
    }
    if (m !== 'stop') return;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

async function main() {
  const { default: pg } = await import('pg');
  const { openDatabase, migrateDatabase } = await import(server('db/client.ts'));
  const { seedReference } = await import(server('db/seed/reference.ts'));
  const name = `awards_bench_accesslog_${process.pid}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await migrateDatabase(database);
    await seedReference(database.db, { adminPassword: PASSWORD });
    await database.close();

    const results = { on: [], off: [] };
    console.log(`POST ${ROUTE}, ${CONCURRENCY} keep-alive clients, ${SECONDS} s per run, PostgreSQL`);
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
        const run = await measure(url.toString(), mode);
        results[mode].push(run);
        console.log(
          `round ${round + 1}, access log ${mode.padEnd(3)}: ${run.rate.toFixed(0)} requests/s, ${run.cpuPerRequest.toFixed(0)} µs server CPU per request`,
        );
      }
    }
    const median = (xs) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    };
    const rate = (mode) => median(results[mode].map((r) => r.rate));
    const cpu = (mode) => median(results[mode].map((r) => r.cpuPerRequest));
    console.log(
      `\nmedian with the access log:    ${rate('on').toFixed(0)} requests/s, ${cpu('on').toFixed(0)} µs CPU/request`,
    );
    console.log(
      `median without the access log: ${rate('off').toFixed(0)} requests/s, ${cpu('off').toFixed(0)} µs CPU/request`,
    );
    console.log(
      `throughput ratio on/off: ${(rate('on') / rate('off')).toFixed(3)}; server CPU per request on/off: ${(cpu('on') / cpu('off')).toFixed(3)}`,
    );
    await hookCost(url.toString(), cpu('off'));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/**
 * The logging path alone, in this process: a bare Fastify route injected 20,000
 * times with and without the access-log hook (rows written to the scratch
 * database in batches), CPU time per request. Load on the machine barely moves
 * this figure, unlike requests/s.
 */
async function hookCost(url, routeCpuMicros) {
  const { default: Fastify } = await import('fastify');
  const { openDatabase } = await import(server('db/client.ts'));
  const { AccessLogWriter, registerAccessLog } = await import(server('platform/access-log.ts'));
  const database = await openDatabase({ url, poolSize: 2 });
  const N = 20_000;
  const run = async (withLog) => {
    const app = Fastify();
    if (withLog) registerAccessLog(app, new AccessLogWriter(database.db, (e) => console.error(e)));
    app.post('/rest/task/handlers', async () => ({ rtnCode: '0000', dataSet: [] }));
    await app.ready();
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/rest/task/handlers',
        payload: { a: 1, password: 'x' },
        headers: { 'user-agent': 'bench' },
      });
    for (let i = 0; i < 2000; i++) await call();
    const start = process.cpuUsage();
    for (let i = 0; i < N; i++) await call();
    await app.close(); // flushes the last batch, inside the measurement
    const used = process.cpuUsage(start);
    return (used.user + used.system) / N;
  };
  const off = Math.min(await run(false), await run(false));
  const on = Math.min(await run(true), await run(true));
  await database.close();
  console.log(
    `\nhook alone: ${off.toFixed(1)} µs CPU/request without, ${on.toFixed(1)} µs with: +${(on - off).toFixed(1)} µs per request`,
  );
  console.log(
    `that is ${(((on - off) / routeCpuMicros) * 100).toFixed(1)}% of the measured route's ${routeCpuMicros.toFixed(0)} µs CPU/request`,
  );
}

async function measure(url, mode) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', url, mode], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/callback?client_name=myform_client`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = (await login.json()).dataSet.token;
    const call = async () => {
      const res = await fetch(`${base}${ROUTE}`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const loop = async (until) => {
      let n = 0;
      while (performance.now() < until) {
        await call();
        n++;
      }
      return n;
    };
    // Warm-up: JIT, connection pool, the session's lastSeenAt touch.
    await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(performance.now() + 1500)));
    child.send('mark');
    const started = performance.now();
    const counts = await Promise.all(
      Array.from({ length: CONCURRENCY }, () => loop(started + SECONDS * 1000)),
    );
    const elapsed = (performance.now() - started) / 1000;
    // Includes the flushes of the rows logged during the run (they are in the same process).
    await new Promise((r) => setTimeout(r, 1100));
    const cpuDone = new Promise((resolve) => child.once('message', resolve));
    child.send('cpu');
    const { cpuMicros } = await cpuDone;
    const total = counts.reduce((a, b) => a + b, 0);
    return { rate: total / elapsed, cpuPerRequest: cpuMicros / total };
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
