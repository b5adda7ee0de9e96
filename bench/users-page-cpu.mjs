// The CPU the server's own process spends per request of the users page (issue 18): the
// built app as `npm start` builds it (access log on), requests through `inject` one after
// another, `process.cpuUsage()` around them. PostgreSQL's own CPU is not in the figure;
// the driver's, the guard's, the query builder's and the reply path's are. On a machine
// shared with other work, wall times swing with the load, CPU per request far less.
//
// A scratch PostgreSQL database (BENCH_DB, default `bench_h_users_cpu`) on
// BENCH_DATABASE_URL is seeded with BENCH_USERS users (default 20,000) by seed-users.mjs,
// and kept when BENCH_KEEP=1 (a later run reuses it, so two versions of the server can be
// compared turn by turn on the same rows). BENCH_SERVER_SRC points at another checkout's
// apps/server/src (the "before"). Each target: BENCH_REQUESTS (2,000) requests after 300
// warm-up, BENCH_ROUNDS (3) rounds, the best kept; the answer's sha256 is printed so that
// two versions can be seen to answer the same bytes.
// Beside it, the CPU of the database's server processes serving this database (PostgreSQL's
// backends, read from /proc: the database must run on this machine, else it prints n/a).
// BENCH_PROFILE=<file>: a CPU profile (.cpuprofile) of the measured requests of the first
// target only (no start-up, no warm-up), written through the inspector.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serverSources,
} from './support/scratch-database.mjs';

register();

const DB_NAME = process.env.BENCH_DB ?? 'bench_h_users_cpu';
const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const KEEP = process.env.BENCH_KEEP === '1';
const ONLY = process.env.BENCH_ONLY;

const src = serverSources(process.env.BENCH_SERVER_SRC);
const { default: pg } = await import('pg');
const { seedOrganisations, seedUsers } = await import('./seed-users.mjs');

const { url, admin, created, drop } = await scratchDatabase(DB_NAME, { reuse: true, keep: KEEP });

try {
  const database = await migrateAndSeed(url, { src, poolSize: 10, keepOpen: true, seed: created });
  if (created) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    const orgs = await seedOrganisations(client);
    await seedUsers(client, orgs, USERS);
    await client.query('vacuum analyze');
    await client.end();
    console.log(`seeded ${USERS} users in ${orgs.all.length} organisations`);
  }
  const { app } = await buildProjectApp(url, { src, database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/callback?client_name=myform_client',
    payload: { username: 'admin', password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const token = login.json().dataSet.token;

  const targets = [
    { label: 'POST /rest/user/page (20 rows)', url: '/rest/user/page', body: { pageNum: 1, pageSize: 20 } },
    { label: 'POST /rest/role/page (10 rows)', url: '/rest/role/page', body: { pageNum: 1, pageSize: 10 } },
    { label: 'POST /rest/task/handlers', url: '/rest/task/handlers', body: {} },
  ].filter((t) => !ONLY || t.url.includes(ONLY));
  const call = async (target) => {
    const res = await app.inject({
      method: 'POST',
      url: target.url,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify(target.body),
    });
    if (res.statusCode !== 200) throw new Error(`${target.url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  // CPU seconds (user + system, in clock ticks of 10 ms) of this database's backends, by pid.
  const backendTicks = async () => {
    const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [DB_NAME]);
    const ticks = new Map();
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        return null; // not on this machine
      }
    }
    return ticks;
  };
  const backendCpuMs = (before, after) => {
    if (!before || !after) return null;
    let sum = 0;
    for (const [pid, t] of after) sum += t - (before.get(pid) ?? 0);
    return sum * 10;
  };
  console.log(`${REQUESTS} requests a round, best of ${ROUNDS}, ${USERS} users`);
  for (const target of targets) {
    const res = await call(target);
    const headers = Object.entries(res.headers)
      .filter(([k]) => k !== 'date')
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n');
    const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);
    for (let i = 0; i < 300; i++) await call(target);
    let best = { cpu: Infinity, wall: Infinity, db: null };
    const profile = process.env.BENCH_PROFILE && target === targets[0] ? new Session() : null;
    if (profile) {
      profile.connect();
      await profile.post('Profiler.enable');
      await profile.post('Profiler.start');
    }
    for (let round = 0; round < ROUNDS; round++) {
      const ticks0 = await backendTicks();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let i = 0; i < REQUESTS; i++) await call(target);
      const wall = (performance.now() - t0) / REQUESTS;
      const used = process.cpuUsage(cpu0);
      const dbMs = backendCpuMs(ticks0, await backendTicks());
      const cpu = (used.user + used.system) / 1000 / REQUESTS;
      if (cpu < best.cpu) best = { cpu, wall, db: dbMs === null ? null : dbMs / REQUESTS };
    }
    if (profile) {
      const { profile: taken } = await profile.post('Profiler.stop');
      writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(taken));
      profile.disconnect();
    }
    console.log(
      `${target.label}: ${(best.cpu * 1000).toFixed(0)} µs CPU/request, ${(best.wall * 1000).toFixed(0)} µs wall, ` +
        `PostgreSQL ${best.db === null ? 'n/a' : `${(best.db * 1000).toFixed(0)} µs`} CPU/request; ` +
        `body ${res.body.length} bytes sha ${sha(res.body)}, headers sha ${sha(headers)}`,
    );
  }
  await app.close();
  await database.close();
} finally {
  await drop();
}
const [one, five] = (await import('node:os')).loadavg();
console.log(`load average: ${one.toFixed(1)} / ${five.toFixed(1)}`);
