// A bare Fastify process and the project's server side by side, in one run, on one
// PostgreSQL database with 100,000 users (issue 18, "Benchmarks that measure what users
// meet"). Targets:
//   bare, fixed JSON     : a constant body the size of the users page's answer
//   bare, 20-row query   : the users page's own 20-row query (SQL built by the project's
//                          repository for the administrator), no count
//   bare, query + count  : the same with an exact count(*) beside it, as lists used to
//   bare, query + capped : the same with the count pagedQuery runs now (up to COUNT_CAP + 1)
//   project, users page  : POST /rest/user/page {pageNum 1, pageSize 20} as admin
//   project, cheapest    : POST /rest/task/handlers, the cheapest signed-in route
// Each server runs in a child process, the load comes from autocannon in a third (run
// through npx at a pinned version, as lighthouse.mjs does: not a dependency of the
// project; the first run fetches it into npm's cache). Rounds alternate the order of the
// targets; each figure is the better of the rounds. Then the users page's p99 under 50
// connections. The machine's load average is printed: the figures mean little when
// other work runs.
// A scratch database is created on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) and dropped.
// Run: node bench/side-by-side.mjs   (BENCH_SECONDS, BENCH_ROUNDS, BENCH_USERS)
import { fork, spawn, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
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

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 32;
const P99_CONNECTIONS = 50;
const POOL_SIZE = 10;
const AUTOCANNON = 'autocannon@8.0.0';
const PAGE_BODY = JSON.stringify({ pageNum: 1, pageSize: 20 });

/** Child: Fastify and a pg pool, nothing else; told its queries and fixed body by message. */
async function serveBare() {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const setup = await new Promise((resolve) => process.once('message', resolve));
  const pool = new pg.Pool({ connectionString: setup.url, max: POOL_SIZE });
  const app = Fastify({ logger: false });
  app.post('/fixed', (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(setup.fixed);
  });
  app.post('/rows', async () => {
    const { rows } = await pool.query(setup.page.sql, setup.page.params);
    return { result: rows };
  });
  const withCount = (count) => async () => {
    const [page, counted] = await Promise.all([
      pool.query(setup.page.sql, setup.page.params),
      pool.query(count.sql, count.params),
    ]);
    return { totalCount: Number(counted.rows[0].n), result: page.rows };
  };
  app.post('/rows-count', withCount(setup.count));
  app.post('/rows-capped', withCount(setup.capped));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  process.on('message', async (m) => {
    if (m !== 'stop') return;
    await app.close();
    await pool.end();
    process.exit(0);
  });
}

/** Child: the project's app as `npm start` builds it (access log on), on the scratch database. */
async function serveProject(url) {
  await serveToParent(await buildProjectApp(url, { poolSize: POOL_SIZE }));
}

const start = (args) =>
  fork(fileURLToPath(import.meta.url), args, { env: { ...process.env, LOG_LEVEL: 'silent' } });

const ready = (child) =>
  new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve(`http://127.0.0.1:${port}`));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });

/** One autocannon run in its own process; its JSON summary. */
function cannon(url, { connections = CONNECTIONS, seconds = SECONDS, token } = {}) {
  const args = ['--yes', AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds)];
  args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', PAGE_BODY);
  if (token) args.push('-H', `authorization=${token}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      const summary = JSON.parse(out.slice(out.indexOf('{')));
      if (summary.non2xx || summary.errors)
        return reject(new Error(`${url}: ${summary.non2xx} non-2xx, ${summary.errors} errors`));
      resolve({
        rps: summary.requests.total / summary.duration,
        p50: summary.latency.p50,
        p99: summary.latency.p99,
      });
    });
  });
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main() {
  const { default: pg } = await import('pg');
  const { and, count, eq, sql } = await import('drizzle-orm');
  const { COUNT_CAP } = await import(server('platform/paging.ts'));
  const { userFilterConditions, selectUserPage } = await import(server('modules/users/repository.ts'));
  const { dataScopeCondition } = await import(server('platform/data-scope.ts'));
  const schema = await import(server('db/schema.ts'));
  const { seedOrganisations, seedUsers } = await import('./seed-users.mjs');

  console.log(`load average at start (1 / 5 / 15 min): ${load()}`);
  // Fetch autocannon once, so that no round pays for it.
  const version = spawnSync('npx', ['--yes', AUTOCANNON, '--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`npx ${AUTOCANNON}: ${version.stderr}`);

  const { url, drop } = await scratchDatabase(`awards_bench_side_${process.pid}`);
  const children = [];
  try {
    const database = await migrateAndSeed(url, { keepOpen: true });
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    await client.connect();
    const t0 = performance.now();
    const orgs = await seedOrganisations(client);
    await seedUsers(client, orgs, USERS);
    await client.query('vacuum analyze');
    console.log(
      `seeded ${USERS} users in ${orgs.all.length} organisations in ${Math.round(performance.now() - t0)} ms`,
    );

    // The users page's queries exactly as the service builds them for the administrator.
    const { db } = database;
    const [adminRow] = await db.select().from(schema.users).where(eq(schema.users.loginName, 'admin'));
    const where = and(
      ...(await userFilterConditions(db, {})),
      await dataScopeCondition(
        db,
        { userId: adminRow.id, orgId: adminRow.orgId },
        { org: schema.users.orgId, owner: schema.users.id },
      ),
    );
    const page = selectUserPage(db, where, 20, 0).toSQL();
    const exact = db.select({ n: count() }).from(schema.users).where(where).toSQL();
    // As countRows builds it, read to the cap and one more.
    const inner = db
      .select({ one: sql`1` })
      .from(schema.users)
      .where(where)
      .limit(COUNT_CAP + 1)
      .toSQL();
    const capped = { sql: `select count(*) as n from (${inner.sql}) counted`, params: inner.params };
    const execution = async (query) => {
      const times = [];
      for (let i = 0; i < 5; i++) {
        const { rows } = await client.query(`explain (analyze, format json) ${query.sql}`, query.params);
        times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
      }
      return `${Math.min(...times).toFixed(2)} ms`;
    };
    console.log(
      `EXPLAIN ANALYZE execution, best of 5: page ${await execution(page)}, exact count ${await execution(exact)}, ` +
        `count capped at ${COUNT_CAP} ${await execution(capped)}`,
    );
    await client.end();
    await database.close();

    const project = start(['--project', url]);
    children.push(project);
    const projectUrl = await ready(project);
    const login = await fetch(`${projectUrl}/callback?client_name=myform_client`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = (await login.json()).dataSet.token;
    // The users page's answer, uncompressed (autocannon asks for no encoding): the bare
    // server's fixed body is as long.
    const answer = await fetch(`${projectUrl}/rest/user/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, 'accept-encoding': 'identity' },
      body: PAGE_BODY,
    });
    const fixed = await answer.text();
    const { dataSet } = JSON.parse(fixed);
    console.log(
      `users page answer: ${fixed.length} bytes, totalCount ${dataSet.totalCount}` +
        `${dataSet.countCapped ? ' (countCapped)' : ''}, ${dataSet.result.length} rows`,
    );

    const bare = start(['--bare']);
    children.push(bare);
    const bareReady = ready(bare);
    bare.send({ url, fixed, page, count: exact, capped });
    const bareUrl = await bareReady;

    const targets = [
      { key: 'fixed', label: 'bare Fastify, fixed JSON of the users page size', url: `${bareUrl}/fixed` },
      { key: 'rows', label: 'bare Fastify + pg, the 20-row query only', url: `${bareUrl}/rows` },
      {
        key: 'rowsCount',
        label: 'bare Fastify + pg, the query and its exact count',
        url: `${bareUrl}/rows-count`,
      },
      {
        key: 'rowsCapped',
        label: `bare Fastify + pg, the query and its count capped at ${COUNT_CAP}`,
        url: `${bareUrl}/rows-capped`,
      },
      {
        key: 'page',
        label: 'project, POST /rest/user/page (20 rows) as admin',
        url: `${projectUrl}/rest/user/page`,
        token,
      },
      {
        key: 'cheap',
        label: 'project, POST /rest/task/handlers (cheapest signed-in)',
        url: `${projectUrl}/rest/task/handlers`,
        token,
      },
    ];
    console.log(`\nwarm-up: 3 s each`);
    for (const target of targets) await cannon(target.url, { seconds: 3, token: target.token });

    const best = {};
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? targets : [...targets].reverse();
      console.log(`\nround ${round} of ${ROUNDS} (${SECONDS} s, ${CONNECTIONS} connections; load ${load()})`);
      for (const target of order) {
        const r = await cannon(target.url, { token: target.token });
        console.log(`  ${target.label}: ${Math.round(r.rps)} requests/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
        if (!best[target.key] || r.rps > best[target.key].rps) best[target.key] = r;
      }
    }

    console.log(`\nthe users page under ${P99_CONNECTIONS} connections (load ${load()})`);
    const pageTarget = targets.find((t) => t.key === 'page');
    let bestP99;
    for (let round = 1; round <= ROUNDS; round++) {
      const r = await cannon(pageTarget.url, { token, connections: P99_CONNECTIONS });
      console.log(`  round ${round}: ${Math.round(r.rps)} requests/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      if (!bestP99 || r.p99 < bestP99.p99) bestP99 = r;
    }

    console.log(`\n| target | requests/s (better of ${ROUNDS}) | p99 |`);
    console.log('|---|---|---|');
    for (const target of targets)
      console.log(`| ${target.label} | ${Math.round(best[target.key].rps)} | ${best[target.key].p99} ms |`);
    const pct = (a, b) => `${Math.round((100 * a) / b)}%`;
    console.log(
      `\ncheapest signed-in / bare fixed JSON: ${pct(best.cheap.rps, best.fixed.rps)} (goal >= 50%)` +
        `\nusers page / bare 20-row query without count: ${pct(best.page.rps, best.rows.rps)} (goal >= 50%)` +
        `\nbare query + exact count / bare query alone: ${pct(best.rowsCount.rps, best.rows.rps)}` +
        `\nbare query + capped count / bare query alone: ${pct(best.rowsCapped.rps, best.rows.rps)}` +
        `\nusers page p99 under ${P99_CONNECTIONS} connections: ${bestP99.p99} ms (better of ${ROUNDS}; goal < 100 ms)`,
    );
    console.log(`load average at end (1 / 5 / 15 min): ${load()}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    for (const child of children) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill();
    }
    await drop();
  }
}

// Last: the helpers above are constants, defined only once their lines have run.
if (process.argv[2] === '--bare') await serveBare();
else if (process.argv[2] === '--project') await serveProject(process.argv[3]);
else await main();
