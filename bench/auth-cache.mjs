// What holding sessions and permission codes in memory saves the cheapest signed-in
// route (docs/security.md, "Sessions and permissions from memory"; issue 18 item 1).
// The same server is started with the cache off (AUTH_CACHE_MAX_AGE_MS=0: every request
// reads its session and the administrator's ~500 codes from the database, as before)
// and on (the default), and each serves, over real HTTP keep-alive connections (fetch):
// - POST /rest/task/handlers as the administrator (session, QUARTZ_VIEW check, a small
//   answer from memory): what the cache changes;
// - GET /healthz (public, no database): the bare route of the same server, to read the
//   figures against on a loaded machine.
// Rounds alternate the order of off and on. A scratch database is created on
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and dropped.
// Run: node bench/auth-cache.mjs   (BENCH_SECONDS=10, BENCH_CONCURRENCY=20, BENCH_ROUNDS=2)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serveToParent,
} from './support/scratch-database.mjs';

register();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

if (process.argv[2] === '--serve') {
  await serve(process.argv[3], process.argv[4] === 'on');
} else {
  await main();
}

/** Child: the app on the scratch database, the cache on or off, on a free port. */
async function serve(url, cached) {
  const config = cached ? {} : { AUTH_CACHE_MAX_AGE_MS: 0 };
  await serveToParent(await buildProjectApp(url, { config }));
}

async function main() {
  const { url, drop } = await scratchDatabase(`awards_bench_authcache_${process.pid}`);
  try {
    await migrateAndSeed(url);
    console.log(
      `${CONCURRENCY} keep-alive clients, ${SECONDS} s per run, ${ROUNDS} rounds, PostgreSQL; ` +
        'POST /rest/task/handlers as admin, GET /healthz',
    );
    const results = { off: [], on: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 === 0 ? ['off', 'on'] : ['on', 'off']) {
        const run = await measure(url, mode);
        results[mode].push(run);
        console.log(
          `round ${round + 1}, cache ${mode.padEnd(3)}: handlers ${run.handlers.toFixed(0)} requests/s, ` +
            `healthz ${run.healthz.toFixed(0)} requests/s, ratio ${(run.handlers / run.healthz).toFixed(2)}`,
        );
      }
    }
    const best = (mode, key) => Math.max(...results[mode].map((r) => r[key]));
    const ratio = (mode) => best(mode, 'handlers') / best(mode, 'healthz');
    console.log('\nbest of the rounds:');
    console.log('cache | handlers/s | healthz/s | handlers/healthz');
    for (const mode of ['off', 'on']) {
      console.log(
        `${mode.padEnd(5)} | ${best(mode, 'handlers').toFixed(0).padStart(10)} | ` +
          `${best(mode, 'healthz').toFixed(0).padStart(9)} | ${ratio(mode).toFixed(2).padStart(16)}`,
      );
    }
    console.log(`handlers on/off: ${(best('on', 'handlers') / best('off', 'handlers')).toFixed(2)}`);
  } finally {
    await drop();
  }
}

/** Starts a server with the cache on or off and measures both routes on it. */
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
    const handlers = () =>
      fetch(`${base}/rest/task/handlers`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: '{}',
      });
    const healthz = () => fetch(`${base}/healthz`);
    return { healthz: await rate(healthz), handlers: await rate(handlers) };
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Requests per second of CONCURRENCY clients calling `request` for SECONDS, after a warm-up. */
async function rate(request) {
  const loop = async (until) => {
    let n = 0;
    while (performance.now() < until) {
      const res = await request();
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      n++;
    }
    return n;
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(performance.now() + 1500)));
  const started = performance.now();
  const counts = await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(started + SECONDS * 1000)));
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
}
