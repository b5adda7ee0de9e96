// What writing the access log costs the request path, for reads and for writes
// (docs/monitoring.md, "What the access log guarantees": a write's row is inserted
// before its response leaves, a read's row is batched).
// - read: POST /rest/task/handlers (session lookup, permission check, a small in-memory
//   answer, so the log's share is as large as it gets); its row goes to the batch.
// - write: POST /rest/preference/visit (one select, one upsert of the caller's visit
//   count; each client its own menu, so clients do not queue on one row lock); its row
//   is inserted before the response is sent.
// Each is served with ACCESS_LOG_ENABLED on and off, at the same concurrency, over real
// HTTP keep-alive connections (fetch). The server runs in a child process so that the
// load loop does not share its event loop. Rounds alternate on/off (and the order of
// read and write) to even out drift from whatever else runs on the machine; the figures
// are requests/s, latency (median and p95) and the server's CPU time per request.
// A scratch database is created on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) and dropped.
// Run: node bench/access-log-overhead.mjs   (BENCH_SECONDS, BENCH_CONCURRENCY, BENCH_ROUNDS)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serverModule as server,
  serveToParent,
} from './support/scratch-database.mjs';

register();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUTES = { read: '/rest/task/handlers', write: '/rest/preference/visit' };

if (process.argv[2] === '--serve') {
  await serve(process.argv[3], process.argv[4] === 'on');
} else {
  await main();
}

/** Child: the app on the scratch database, access log on or off, listening on a free port. */
async function serve(url, accessLog) {
  const served = await buildProjectApp(url, { config: { ACCESS_LOG_ENABLED: accessLog } });
  let cpu = process.cpuUsage();
  await serveToParent(served, (m) => {
    // The server's own CPU time over the measured run: far less disturbed than
    // requests/s by whatever else the machine is doing.
    if (m === 'mark') cpu = process.cpuUsage();
    if (m === 'cpu') {
      const used = process.cpuUsage(cpu);
      process.send({ cpuMicros: used.user + used.system });
    }
  });
}

async function main() {
  const { default: pg } = await import('pg');
  const { url, drop } = await scratchDatabase(`awards_bench_accesslog_${process.pid}`);
  try {
    await migrateAndSeed(url);
    // One menu page per client for the write route.
    const scratch = new pg.Client({ connectionString: url });
    await scratch.connect();
    const { rows } = await scratch.query(
      `select m.menu_url from menus m join apps a on a.id = m.app_id
        where m.menu_url like '/%' and m.del_flag = 0 and m.status = 1 and m.route <> '0'
          and coalesce(m.component, '') <> 'layouts/RouteView' and a.del_flag = 0 and a.app_status = 1
          and exists (select 1 from role_menus rm join user_roles ur on ur.role_id = rm.role_id
                       join users u on u.id = ur.user_id where rm.menu_id = m.id and u.login_name = 'admin')
        order by m.id limit $1`,
      [CONCURRENCY],
    );
    await scratch.end();
    const menuPaths = rows.map((r) => r.menu_url);

    const results = { read: { on: [], off: [] }, write: { on: [], off: [] } };
    console.log(
      `${CONCURRENCY} keep-alive clients, ${SECONDS} s per run, ${ROUNDS} rounds, PostgreSQL; ` +
        `read POST ${ROUTES.read}, write POST ${ROUTES.write}`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      const modes = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      const kinds = round % 4 < 2 ? ['read', 'write'] : ['write', 'read'];
      for (const kind of kinds) {
        for (const mode of modes) {
          const run = await measure(url, mode, kind, menuPaths);
          results[kind][mode].push(run);
          console.log(
            `round ${round + 1}, ${kind.padEnd(5)}, access log ${mode.padEnd(3)}: ${run.rate.toFixed(0)} requests/s, ` +
              `median ${run.p50.toFixed(2)} ms, p95 ${run.p95.toFixed(2)} ms, ${run.cpuPerRequest.toFixed(0)} µs server CPU/request`,
          );
        }
      }
    }
    const median = (xs) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    };
    const m = (kind, mode, key) => median(results[kind][mode].map((r) => r[key]));
    console.log('\nmedians over the rounds:');
    console.log('kind  | log | requests/s | median ms | p95 ms | server CPU µs/request');
    for (const kind of ['read', 'write']) {
      for (const mode of ['on', 'off']) {
        console.log(
          `${kind.padEnd(5)} | ${mode.padEnd(3)} | ${m(kind, mode, 'rate').toFixed(0).padStart(10)} | ` +
            `${m(kind, mode, 'p50').toFixed(2).padStart(9)} | ${m(kind, mode, 'p95').toFixed(2).padStart(6)} | ` +
            `${m(kind, mode, 'cpuPerRequest').toFixed(0).padStart(5)}`,
        );
      }
    }
    for (const kind of ['read', 'write']) {
      console.log(
        `${kind}: throughput on/off ${(m(kind, 'on', 'rate') / m(kind, 'off', 'rate')).toFixed(3)}, ` +
          `median latency on - off ${(m(kind, 'on', 'p50') - m(kind, 'off', 'p50')).toFixed(2)} ms, ` +
          `server CPU per request on/off ${(m(kind, 'on', 'cpuPerRequest') / m(kind, 'off', 'cpuPerRequest')).toFixed(3)}`,
      );
    }
    await hookCost(url, m('read', 'off', 'cpuPerRequest'));
  } finally {
    await drop();
  }
}

/**
 * The logging path alone, in this process: a bare Fastify route injected 20,000
 * times without and with the access-log hooks; CPU and wall time per request. As
 * a read, the row goes to the batch; as a write (the route marks its request as
 * having written, as the database layer does), the row is inserted before the
 * answer. Load on the machine barely moves the CPU figure, unlike requests/s.
 */
async function hookCost(url, routeCpuMicros) {
  const { default: Fastify } = await import('fastify');
  const { openDatabase } = await import(server('db/client.ts'));
  const { AccessLogWriter, registerAccessLog } = await import(server('platform/access-log.ts'));
  const database = await openDatabase({ url, poolSize: 2 });
  const N = 20_000;
  const run = async (withLog, asWrite) => {
    const app = Fastify();
    if (withLog) registerAccessLog(app, new AccessLogWriter(database.db, console));
    app.post('/rest/task/handlers', async (request) => {
      if (asWrite && request.accessTrace) request.accessTrace.wrote = true;
      return { rtnCode: '0000', dataSet: [] };
    });
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
    const started = performance.now();
    for (let i = 0; i < N; i++) await call();
    await app.close(); // flushes the last batch, inside the measurement
    const used = process.cpuUsage(start);
    return { cpu: (used.user + used.system) / N, wall: ((performance.now() - started) * 1000) / N };
  };
  const best = async (withLog, asWrite) => {
    const a = await run(withLog, asWrite);
    const b = await run(withLog, asWrite);
    return { cpu: Math.min(a.cpu, b.cpu), wall: Math.min(a.wall, b.wall) };
  };
  const off = await best(false, false);
  const read = await best(true, false);
  const write = await best(true, true);
  await database.close();
  const line = (label, r) =>
    `${label}: ${r.cpu.toFixed(1)} µs CPU (+${(r.cpu - off.cpu).toFixed(1)}), ${r.wall.toFixed(1)} µs wall (+${(r.wall - off.wall).toFixed(1)}) per request`;
  console.log(
    `\nhook alone, no log:   ${off.cpu.toFixed(1)} µs CPU, ${off.wall.toFixed(1)} µs wall per request`,
  );
  console.log(line('as a read (batched) ', read));
  console.log(line('as a write (awaited)', write));
  console.log(
    `the read's extra CPU is ${(((read.cpu - off.cpu) / routeCpuMicros) * 100).toFixed(1)}% of the read route's ${routeCpuMicros.toFixed(0)} µs CPU/request`,
  );
}

async function measure(url, mode, kind, menuPaths) {
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
    const latencies = [];
    const call = async (client, timed) => {
      const body = kind === 'write' ? JSON.stringify({ path: menuPaths[client % menuPaths.length] }) : '{}';
      const started = performance.now();
      const res = await fetch(`${base}${ROUTES[kind]}`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body,
      });
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      const envelope = await res.json();
      if (timed) latencies.push(performance.now() - started);
      // The write route must really write, or it measures a read.
      if (kind === 'write' && envelope.dataSet?.recorded !== true)
        throw new Error('the visit was not recorded');
    };
    const loop = async (client, until, timed) => {
      let n = 0;
      while (performance.now() < until) {
        await call(client, timed);
        n++;
      }
      return n;
    };
    // Warm-up: JIT, connection pool, the session's lastSeenAt touch.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, c) => loop(c, performance.now() + 1500, false)),
    );
    child.send('mark');
    const started = performance.now();
    const counts = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, c) => loop(c, started + SECONDS * 1000, true)),
    );
    const elapsed = (performance.now() - started) / 1000;
    // Includes the flushes of the rows logged during the run (they are in the same process).
    await new Promise((r) => setTimeout(r, 1100));
    const cpuDone = new Promise((resolve) => child.once('message', resolve));
    child.send('cpu');
    const { cpuMicros } = await cpuDone;
    const total = counts.reduce((a, b) => a + b, 0);
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return { rate: total / elapsed, cpuPerRequest: cpuMicros / total, p50: at(0.5), p95: at(0.95) };
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
