// Times every statistics call (POST /rest/statistics/* through the built app: guard, data scope,
// validation, queries, labels) on 1,000,000 declarations in 10 editions with their audit trail
// (about 5 rows a declaration), the confirmed result lists of the finished editions and the
// expert review of the reviewing one (10,000 declarations × 5 reviews, 300 experts); median of
// BENCH_RUNS (20) runs each after 3 warm-ups, then EXPLAIN (ANALYZE, BUFFERS) of every query of
// the calls over BENCH_EXPLAIN_MS (default 50 ms). The seed is bench/seed-declarations.mjs
// (the declarations bench's, extended), made inside PostgreSQL by generate_series, in a separate
// database BENCH_DB (default bench_stats) on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), dropped at the end unless BENCH_KEEP=1; BENCH_REUSE=1
// times a kept database again without seeding; BENCH_SERVER=<another tree's apps/server/src> times
// that tree's server on the same database (before and after alternately). BENCH_ONLY=review,home
// (labels' first words) times some calls only. Run: node bench/statistics.mjs
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serverSources,
} from './support/scratch-database.mjs';

register();

const DB_NAME = process.env.BENCH_DB ?? 'bench_stats';
const ROWS = Number(process.env.BENCH_DECLARATIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const EXPLAIN_MS = Number(process.env.BENCH_EXPLAIN_MS ?? 50);
const WARMUP = 3;

const src = serverSources(process.env.BENCH_SERVER);
const ONLY = process.env.BENCH_ONLY?.split(',');
const { default: pg } = await import('pg');
const { seedWorld, seedDeclarations, seedAudits, seedReached, seedResults, seedReviews, STATUS_SPREADS } =
  await import('./seed-declarations.mjs');
const { sql } = await import('drizzle-orm');
const { PgDialect } = await import('drizzle-orm/pg-core');
const dialect = new PgDialect();

const scratch = await scratchDatabase(DB_NAME, {
  reuse: process.env.BENCH_REUSE === '1',
  keep: process.env.BENCH_KEEP === '1',
});
const REUSE = !scratch.created;
const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

const YEARS = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];
const STATUSES = [...Array(8).fill('finished'), 'reviewing', 'declaring'];
const SPREADS = {
  ...STATUS_SPREADS,
  finished: [
    'awarded',
    'not_awarded',
    'not_accepted',
    'withdrawn',
    'revoked',
    'carried_over',
    'not_recommended',
    'awarded',
  ],
  reviewing: [
    'expert_review',
    'expert_review',
    'meeting_review',
    'passed',
    'not_accepted',
    'withdrawn',
    'returned',
    'expert_review',
  ],
};

try {
  // A kept database migrates here too (0026_statistics fills reached_stage from the trail).
  const migrated = performance.now();
  const database = await migrateAndSeed(scratch.url, { src, poolSize: 10, keepOpen: true, seed: !REUSE });
  if (REUSE) console.log(`migrated in ${Math.round(performance.now() - migrated)} ms`);
  const client = new pg.Client({ connectionString: scratch.url });
  client.on('error', () => {});
  await client.connect();
  if (!REUSE) {
    const t0 = performance.now();
    const world = await seedWorld(client, { years: YEARS, statuses: STATUSES });
    await seedDeclarations(client, world, { rows: ROWS, spreads: SPREADS });
    console.log(`declarations: ${Math.round(performance.now() - t0)} ms`);
    await seedAudits(client);
    console.log(`audits: ${Math.round(performance.now() - t0)} ms`);
    await seedReached(client);
    await seedResults(client, world.allEditions.slice(0, 8));
    await seedReviews(client, world.allEditions[8]);
    await client.query('vacuum analyze');
    console.log(`seeded ${ROWS} declarations in ${Math.round(performance.now() - t0)} ms`);
  } else {
    await client.query('vacuum analyze declarations');
  }
  const { rows: sizes } = await client.query(
    `select (select count(*) from declarations)::int declarations, (select count(*) from declaration_audits)::int audits,
            (select count(*) from result_entries)::int result_entries, (select count(*) from reviews)::int reviews`,
  );
  console.log(sizes[0]);
  const { rows: editionRows } = await client.query(`select id, year, status from editions order by year`);
  const { rows: awardRows } = await client.query(
    `select id from awards where award_code like 'BENCH_%' order by id`,
  );
  const finished = editionRows.find((e) => e.year === 2024).id;
  const reviewing = editionRows.find((e) => e.status === 'reviewing').id;

  // Every query the app runs through db.execute, caught while `capturing` (for EXPLAIN).
  const captured = [];
  let capturing = false;
  const realDb = database.db;
  const capture = (db) =>
    new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'execute')
          return (query) => {
            if (capturing) captured.push(query);
            return target.execute(query);
          };
        // The statistics read inside a transaction (to turn JIT off): its queries are caught too.
        if (prop === 'transaction')
          return (fn, config) => target.transaction((tx) => fn(capture(tx)), config);
        return Reflect.get(target, prop, receiver);
      },
    });
  database.db = capture(realDb);

  const { app } = await buildProjectApp(scratch.url, { src, database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/callback?client_name=myform_client',
    payload: { username: 'admin', password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const token = login.json().dataSet.token;

  const scenarios = [
    { label: 'editions (the picker)', path: 'editions', body: {} },
    { label: 'funnel, finished edition', path: 'funnel', body: { editionId: finished } },
    { label: 'funnel, reviewing edition', path: 'funnel', body: { editionId: reviewing } },
    ...['award', 'grade', 'region', 'unit', 'discipline', 'recommender'].map((cut) => ({
      label: `cut by ${cut}, finished edition`,
      path: 'cut',
      body: { editionId: finished, cut },
    })),
    { label: 'review, reviewing edition (50,000 reviews)', path: 'review', body: { editionId: reviewing } },
    { label: 'objections', path: 'objections', body: { editionId: finished } },
    { label: 'years, one award over 10 editions', path: 'years', body: { awardId: awardRows[3].id } },
    { label: 'home page (staff), /rest/index/overview', url: '/rest/index/overview', body: {} },
  ];

  console.log(`\nmedian of ${RUNS} runs each (after ${WARMUP} warm-ups), PostgreSQL`);
  const results = [];
  for (const scenario of scenarios) {
    if (ONLY && !ONLY.some((word) => scenario.label.includes(word))) continue;
    const call = async () => {
      const res = await app.inject({
        method: 'POST',
        url: scenario.url ?? `/rest/statistics/${scenario.path}`,
        headers: { authorization: token, 'accept-language': 'zh-CN' },
        payload: scenario.body,
      });
      if (res.statusCode !== 200 || res.json().rtnCode !== '0000')
        throw new Error(`${scenario.label}: ${res.statusCode} ${res.body}`);
      return res.json().dataSet;
    };
    for (let i = 0; i < WARMUP; i++) await call();
    const times = [];
    let answer;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      answer = await call();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    scenario.median = median(times);
    const size = Array.isArray(answer) ? `${answer.length} rows` : JSON.stringify(answer).slice(0, 90);
    const line = `${scenario.label}: median ${median(times).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (${size})`;
    results.push(line);
    console.log(`  ${line}`);
    if (scenario.median > EXPLAIN_MS) {
      captured.length = 0;
      capturing = true;
      await call();
      capturing = false;
      for (const query of captured) {
        if (/^\s*set local/.test(dialect.sqlToQuery(query).sql)) continue;
        const plan = await realDb.transaction(async (tx) => {
          await tx.execute(sql`set local jit = off`);
          return tx.execute(sql`explain (analyze, buffers) ${query}`);
        });
        console.log(`\n  EXPLAIN (${scenario.label})`);
        for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  }
  console.log(`\nsummary\n${results.map((r) => `  ${r}`).join('\n')}`);
  await client.end();
  await app.close();
  await database.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await scratch.drop();
}
