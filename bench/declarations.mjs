// Times the staff declarations page (POST /rest/declare/page through the built app:
// guard, data scope, validation, page and count queries, presenter) and the
// examination queue (POST /rest/examination/page) on 1,000,000 declarations,
// 20 rows a page, median of BENCH_RUNS (20) runs per scenario after 3 warm-ups, and
// prints EXPLAIN (ANALYZE, BUFFERS) of each page query and its count.
// The rows are made by generate_series inside PostgreSQL (bounded memory), in a
// separate database BENCH_DB (default bench_declarations) on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test), dropped at the end unless
// BENCH_KEEP=1. Run: node bench/declarations.mjs
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serverModule as server,
} from './support/scratch-database.mjs';

register();

const DB_NAME = process.env.BENCH_DB ?? 'bench_declarations';
const ROWS = Number(process.env.BENCH_DECLARATIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;
const UNITS = 2000;

const { seedWorld, seedDeclarations } = await import('./seed-declarations.mjs');
const { default: pg } = await import('pg');
const { declarationConditions, selectDeclarations } = await import(
  server('modules/declarations/repository.ts')
);
const { EXAMINATION_EDITION_STATUSES } = await import(server('modules/declarations/transitions.ts'));
const schema = await import(server('db/schema.ts'));
const { and, asc, count, desc, eq, inArray } = await import('drizzle-orm');

const { url, drop } = await scratchDatabase(DB_NAME, { keep: process.env.BENCH_KEEP === '1' });

const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

try {
  const database = await migrateAndSeed(url, { poolSize: 10, keepOpen: true });
  const { db } = database;
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();

  const t0 = performance.now();
  const world = await seedWorld(client, { units: UNITS });
  await seedDeclarations(client, world, { rows: ROWS });
  await client.query('vacuum analyze');
  console.log(`seeded ${ROWS} declarations in ${Math.round(performance.now() - t0)} ms`);
  const { rows: spread } = await client.query(
    `select e.edition_name, e.status edition_status, d.status, count(*)::int n
       from declarations d join editions e on e.id = d.edition_id
      group by 1, 2, 3 order by 1, 3`,
  );
  console.log(spread.map((r) => `  ${r.edition_name} (${r.edition_status}) ${r.status}: ${r.n}`).join('\n'));

  const { app } = await buildProjectApp(url, { database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/callback?client_name=myform_client',
    payload: { username: 'admin', password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const token = login.json().dataSet.token;

  const [examining, declaring, past] = world.editions;
  const year = world.years[2];
  const scenarios = [
    { label: 'no filter (first page of 1,000,000)', body: {} },
    { label: 'edition + status submitted', body: { editionId: declaring, status: 'submitted' } },
    { label: 'edition (finished) + status awarded', body: { editionId: past, status: 'awarded' } },
    { label: 'award', body: { awardId: world.awards[3] } },
    { label: 'edition + award', body: { editionId: examining, awardId: world.awards[3] } },
    // The issue's yardstick: the staff page filtered by edition, award and status.
    {
      label: 'edition + award + status',
      body: { editionId: past, awardId: world.awards[3], status: 'awarded' },
    },
    {
      label: 'edition + award + status submitted',
      body: { editionId: examining, awardId: world.awards[3], status: 'submitted' },
    },
    { label: 'declaring unit', body: { unitId: world.units[17] } },
    { label: 'region, province prefix 330000', body: { regionCode: '330000' } },
    { label: 'region, city prefix 330100', body: { regionCode: '330100' } },
    {
      label: 'submitted between (one month)',
      body: { submittedFrom: `${year}-03-01T00:00:00+08:00`, submittedTo: `${year}-03-31T23:59:59+08:00` },
    },
    {
      label: 'edition + submitted between (one week)',
      body: {
        editionId: past,
        submittedFrom: `${year}-03-01T00:00:00+08:00`,
        submittedTo: `${year}-03-07T23:59:59+08:00`,
      },
    },
    { label: 'examination queue (all awaiting)', url: '/rest/examination/page', body: {} },
    {
      label: 'examination queue, one edition + award',
      url: '/rest/examination/page',
      body: { editionId: examining, awardId: world.awards[3] },
    },
  ];

  console.log(`\npageSize 20, median of ${RUNS} runs each (after ${WARMUP} warm-ups), PostgreSQL`);
  const results = [];
  for (const scenario of scenarios) {
    const path = scenario.url ?? '/rest/declare/page';
    const call = async () => {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: token },
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
    const line = `${path.replace('/rest/', '')} ${scenario.label}: median ${median(times).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (totalCount ${page.totalCount}, ${page.result.length} rows)`;
    results.push(line);
    console.log(`  ${line}`);
  }

  const explain = async (label, query) => {
    const { sql, params } = query.toSQL();
    const plan = await client.query(`explain (analyze, buffers) ${sql}`, params);
    console.log(`\n${label}\n${JSON.stringify(params)}`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  };
  for (const scenario of scenarios) {
    if (scenario.url) continue;
    const where = and(...declarationConditions(scenario.body));
    await explain(
      `EXPLAIN page: ${scenario.label}`,
      selectDeclarations(db, where).orderBy(desc(schema.declarations.id)).limit(20),
    );
    await explain(
      `EXPLAIN count: ${scenario.label}`,
      db.select({ n: count() }).from(schema.declarations).where(where),
    );
  }
  // The queue exactly as ExaminationService.queue builds it.
  const queueWhere = and(
    inArray(schema.declarations.status, ['submitted', 'resubmitted']),
    inArray(schema.editions.status, EXAMINATION_EDITION_STATUSES),
  );
  await explain(
    'EXPLAIN queue page (all awaiting, oldest submission first)',
    selectDeclarations(db, queueWhere)
      .orderBy(asc(schema.declarations.submittedAt), asc(schema.declarations.id))
      .limit(20),
  );
  await explain(
    'EXPLAIN queue count',
    db
      .select({ n: count() })
      .from(schema.declarations)
      .innerJoin(schema.editions, eq(schema.editions.id, schema.declarations.editionId))
      .where(queueWhere),
  );

  console.log(`\nsummary\n${results.map((r) => `  ${r}`).join('\n')}`);
  await client.end();
  await app.close();
  await database.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await drop();
}
