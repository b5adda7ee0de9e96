// Times the users page (POST /rest/user/page through the built app: guard, data
// scope, validation, both queries, presenter) on 100,000 users in 344 organisations,
// 20 rows a page, 200 runs per scenario after a warm-up, and prints EXPLAIN ANALYZE
// of the page query and its count. A scratch database is created on
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and dropped.
// Run: node bench/users-page.mjs
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serverModule as server,
} from './support/scratch-database.mjs';

register();

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

const { default: pg } = await import('pg');
const { hashPassword } = await import(server('platform/auth/passwords.ts'));
const { seedOrganisations, seedUsers } = await import('./seed-users.mjs');
const { userFilterConditions, selectUserPage } = await import(server('modules/users/repository.ts'));
const { dataScopeCondition } = await import(server('platform/data-scope.ts'));
const schema = await import(server('db/schema.ts'));
const { and, count, eq } = await import('drizzle-orm');

const { url, drop } = await scratchDatabase(`awards_bench_users_${process.pid}`);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  const database = await migrateAndSeed(url, { poolSize: 10, keepOpen: true });
  const { db } = database;
  const client = new pg.Client({ connectionString: url });
  // Dropping the scratch database ends this connection: not an error worth a crash.
  client.on('error', () => {});
  await client.connect();

  const t0 = performance.now();
  const orgs = await seedOrganisations(client);
  await seedUsers(client, orgs, USERS);
  // Steady state: statistics and the visibility map (index-only scans), as autovacuum leaves them.
  await client.query('vacuum analyze');
  console.log(
    `seeded ${USERS} users in ${orgs.all.length} organisations in ${Math.round(performance.now() - t0)} ms`,
  );

  const { app, sessions } = await buildProjectApp(url, { database });
  await app.ready();
  const login = async (username) => {
    const res = await app.inject({
      method: 'POST',
      url: '/callback?client_name=myform_client',
      payload: { username, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.body}`);
    return res.json().dataSet.token;
  };
  const adminToken = await login('admin');
  // A branch manager: data scope 2 (own organisation and below) with USER_VIEW.
  await client.query(
    `insert into roles (role_code, role_name, data_scope) values ('BENCH_BRANCH', 'bench', 2)`,
  );
  await client.query(
    `insert into role_buttons (role_id, button_id)
     select r.id, b.id from roles r, menu_buttons b where r.role_code = 'BENCH_BRANCH' and b.button_perms = 'USER_VIEW'`,
  );
  await client.query(
    `insert into users (user_no, login_name, password_hash, realname, org_id) values ('BENCHMGR', 'bench-manager', $1, '分会经理', $2)`,
    [await hashPassword(PASSWORD), orgs.branches[2]],
  );
  await client.query(
    `insert into user_roles (user_id, role_id)
     select u.id, r.id from users u, roles r where u.login_name = 'bench-manager' and r.role_code = 'BENCH_BRANCH'`,
  );
  const managerToken = await login('bench-manager');

  const branch = orgs.branches[0];
  const scenarios = [
    {
      label: 'subtree of a branch (~1/8 of users) + name "张伟"',
      token: adminToken,
      body: { orgId: branch, realname: '张伟' },
    },
    { label: 'subtree of a branch, no name filter', token: adminToken, body: { orgId: branch } },
    { label: 'whole tree + name "明"', token: adminToken, body: { realname: '明' } },
    { label: 'no filter (first page of 100,000)', token: adminToken, body: {} },
    { label: 'scope-2 manager (own branch) + name "伟"', token: managerToken, body: { realname: '伟' } },
  ];

  console.log(`\nPOST /rest/user/page, pageSize 20, ${RUNS} runs each (after ${WARMUP} warm-up), PostgreSQL`);
  for (const scenario of scenarios) {
    const call = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/rest/user/page',
        headers: { authorization: scenario.token },
        payload: { pageNum: 1, pageSize: 20, ...scenario.body },
      });
      if (res.statusCode !== 200) throw new Error(`${scenario.label}: ${res.statusCode} ${res.body}`);
      return res.json().dataSet;
    };
    for (let i = 0; i < WARMUP; i++) await call();
    const times = [];
    let page;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      page = await call();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${scenario.label}: median ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms ` +
        `(totalCount ${page.totalCount}, ${page.result.length} rows)`,
    );
  }

  // The same main scenario through the service function alone: no HTTP, session or permission look-up.
  const { UserService } = await import(server('modules/users/service.ts'));
  const { UserVisibility } = await import(server('modules/users/visibility.ts'));
  const users = new UserService(db, sessions, new UserVisibility(db, sessions));
  const [adminUser] = await db.select().from(schema.users).where(eq(schema.users.loginName, 'admin'));
  const actor = { userId: adminUser.id, orgId: adminUser.orgId, loginName: 'admin', sessionId: 0 };
  const query = { pageNum: 1, pageSize: 20, orgId: branch, realname: '张伟' };
  for (let i = 0; i < WARMUP; i++) await users.page(actor, query);
  const serviceTimes = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await users.page(actor, query);
    serviceTimes.push(performance.now() - start);
  }
  serviceTimes.sort((a, b) => a - b);
  console.log(
    `  UserService.page alone, subtree of a branch + name "张伟": median ${pct(serviceTimes, 50).toFixed(2)} ms, ` +
      `p95 ${pct(serviceTimes, 95).toFixed(2)} ms`,
  );

  // The page and count queries exactly as the service builds them, for the main scenario.
  const [adminRow] = await db.select().from(schema.users).where(eq(schema.users.loginName, 'admin'));
  const filter = { orgId: branch, realname: '张伟' };
  const where = and(
    ...(await userFilterConditions(db, filter)),
    await dataScopeCondition(
      db,
      { userId: adminRow.id, orgId: adminRow.orgId },
      { org: schema.users.orgId, owner: schema.users.id },
    ),
  );
  const explain = async (label, query) => {
    const { sql, params } = query.toSQL();
    const plan = await client.query(`explain (analyze, buffers) ${sql}`, params);
    console.log(`\n${label}\n${sql}\n${JSON.stringify(params)}`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  };
  await explain(
    'EXPLAIN ANALYZE page query (subtree of a branch + name "张伟"):',
    selectUserPage(db, where, 20, 0),
  );
  await explain('EXPLAIN ANALYZE count query:', db.select({ n: count() }).from(schema.users).where(where));
  const subtreeOnly = and(...(await userFilterConditions(db, { orgId: branch })));
  await explain(
    'EXPLAIN ANALYZE count query (subtree of a branch, no name filter: 12,500 rows):',
    db.select({ n: count() }).from(schema.users).where(subtreeOnly),
  );
  const [manager] = await db.select().from(schema.users).where(eq(schema.users.loginName, 'bench-manager'));
  const managerWhere = and(
    ...(await userFilterConditions(db, { realname: '伟' })),
    await dataScopeCondition(
      db,
      { userId: manager.id, orgId: manager.orgId },
      { org: schema.users.orgId, owner: schema.users.id },
    ),
  );
  await explain(
    'EXPLAIN ANALYZE page query (scope-2 manager + name "伟"):',
    selectUserPage(db, managerWhere, 20, 0),
  );

  await client.end();
  await app.close();
  await database.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await drop();
}
