// CPU of the cheapest signed-in read, with the access log, in two checkouts side by side:
//
//   TREES=/path/to/a,/path/to/b [PAIRS=10] [REQUESTS=15000] node bench/access-log-cpu.mjs
//
// Each checkout's app (apps/server/src of that tree, this tree's node_modules) is built in a
// child process of its own on one scratch PostgreSQL database, and `POST /rest/task/handlers`
// is injected REQUESTS times, 16 at a time, after a warm-up; the child prints its CPU per
// request. The trees alternate, PAIRS times, and the script prints the paired differences:
// one process's CPU per request varies by a fifth from run to run on a shared 2-core machine,
// far more than a few microseconds of difference, so only pairs taken back to back compare.
// ACCESS_LOG=off turns the log off in both; ACCESS_LOG=on,off (with one tree named twice) sets
// it per side, which gives the log's own cost on one checkout.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serverSources,
} from './support/scratch-database.mjs';

register();

const here = path.dirname(fileURLToPath(import.meta.url));
/** A checkout's server sources, as the support module takes them. */
const sourcesOf = (tree) => serverSources(path.join(tree, 'apps/server/src'));
const REQUESTS = Number(process.env.REQUESTS ?? 15_000);
const CONCURRENCY = 16;

if (process.argv[2] === '--child') {
  await child(process.argv[3], process.argv[4], process.argv[5] === 'on');
} else {
  await main();
}

async function child(tree, url, accessLog) {
  const { app, database } = await buildProjectApp(url, {
    src: sourcesOf(tree),
    config: { ACCESS_LOG_ENABLED: accessLog },
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/callback?client_name=myform_client',
    payload: { username: 'admin', password: PASSWORD },
  });
  const token = login.json().dataSet.token;
  const call = () =>
    app.inject({
      method: 'POST',
      url: '/rest/task/handlers',
      headers: { authorization: token, 'user-agent': 'bench' },
      payload: {},
    });
  const run = async (n) => {
    let sent = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent++ < n) {
          const response = await call();
          if (response.statusCode !== 200) throw new Error(response.body);
        }
      }),
    );
  };
  await run(3000);
  const start = process.cpuUsage();
  await run(REQUESTS);
  const used = process.cpuUsage(start);
  console.log(JSON.stringify({ cpu: (used.user + used.system) / REQUESTS }));
  await app.close();
  await database.close();
  process.exit(0);
}

async function main() {
  const trees = (process.env.TREES ?? '').split(',').filter(Boolean);
  if (trees.length !== 2) throw new Error('TREES=<checkout a>,<checkout b>');
  const pairs = Number(process.env.PAIRS ?? 10);
  const modes = (process.env.ACCESS_LOG ?? 'on').split(',');
  const modeOf = (i) => modes[i] ?? modes[0];
  const { url, drop } = await scratchDatabase(`awards_bench_logcpu_${process.pid}`);
  try {
    await migrateAndSeed(url, { src: sourcesOf(trees[0]) });
    const cpu = trees.map(() => []);
    for (let pair = 0; pair < pairs; pair++) {
      // Alternate which tree goes first, so neither always runs on a warmer machine.
      const order = pair % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const out = execFileSync(
          process.execPath,
          [fileURLToPath(import.meta.url), '--child', trees[i], url, modeOf(i)],
          { cwd: path.join(here, '..'), encoding: 'utf8' },
        );
        cpu[i].push(JSON.parse(out.trim().split('\n').at(-1)).cpu);
      }
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const label = (i) => `${path.basename(trees[i])}${modes.length > 1 ? ` (log ${modeOf(i)})` : ''}`;
    console.log(
      `access log ${modes.join(', ')}; ${REQUESTS} injected reads per process, ${CONCURRENCY} at a time`,
    );
    for (const i of [0, 1]) {
      console.log(
        `${label(i).padEnd(16)} CPU µs/request: ${cpu[i].map((c) => c.toFixed(0)).join(' ')}; median ${median(cpu[i]).toFixed(1)}`,
      );
    }
    const diff = cpu[0].map((c, k) => c - cpu[1][k]);
    console.log(
      `${label(0)} - ${label(1)} per pair: ${diff.map((d) => d.toFixed(0)).join(' ')}; median ${median(diff).toFixed(1)} µs, ` +
        `${label(1)} cheaper in ${diff.filter((d) => d > 0).length} of ${pairs}`,
    );
  } finally {
    await drop();
  }
}
