// Times the results page of one award (POST /rest/result/view through the built app: guard,
// validation, the review's score table with its calibration, the ranking, grades by rank within
// quotas) with BENCH_DECLARATIONS (default 2,000) declarations in expert review, each scored by 5
// experts, median of BENCH_RUNS (20) runs after 3 warm-ups. Target of issue 17: under 100 ms.
// Separate database BENCH_DB (default bench_results) on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), dropped at the end unless BENCH_KEEP=1; BENCH_REUSE=1
// times a kept one again without seeding. BENCH_SERVER=<path to another tree's apps/server/src>
// times that tree's server on the same database (before and after, alternately: ROUNDS in bench/README.md).
// Run: node bench/results-page.mjs
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
  serverSources,
} from './support/scratch-database.mjs';

register();

const DB_NAME = process.env.BENCH_DB ?? 'bench_results';
const ROWS = Number(process.env.BENCH_DECLARATIONS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const EXPERTS = 200;

const src = serverSources(process.env.BENCH_SERVER);
const { default: pg } = await import('pg');
const scratch = await scratchDatabase(DB_NAME, {
  reuse: process.env.BENCH_REUSE === '1',
  keep: process.env.BENCH_KEEP === '1',
});
const REUSE = !scratch.created;

try {
  const database = await migrateAndSeed(scratch.url, { src, poolSize: 10, keepOpen: true, seed: !REUSE });
  const client = new pg.Client({ connectionString: scratch.url });
  client.on('error', () => {});
  await client.connect();
  const one = async (sql, params) => (await client.query(sql, params)).rows[0];
  if (!REUSE) await seed(one, client);
  const edition = await one(`select id from editions where edition_name = '基准届次'`);
  const award = await one(`select id from awards where award_code = 'BENCH_R'`);
  await client.query('vacuum analyze');
  const { app } = await buildProjectApp(scratch.url, { src, database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/callback?client_name=myform_client',
    payload: { username: 'admin', password: PASSWORD },
  });
  const token = login.json().dataSet.token;
  const timed = async (label, url, payload, before) => {
    const times = [];
    for (let i = 0; i < RUNS + 3; i += 1) {
      if (before) await before();
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200 || res.json().rtnCode !== '0000') throw new Error(`${label}: ${res.body}`);
      if (i === 0 && res.json().dataSet.rows)
        console.log(`  (${label}: ${res.json().dataSet.rows.length} rows, ${res.body.length} bytes)`);
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.floor(times.length * q)].toFixed(1);
    console.log(`${label}: median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
  };
  const page = { editionId: edition.id, awardId: award.id };
  // The review's score table (every declaration of the edition), then the results page of the award.
  await timed('review/scores (the score table of the edition)', '/rest/review/scores', {
    editionId: edition.id,
  });
  await timed(`result/view, ${ROWS} declarations × 5 reviews`, '/rest/result/view', page);
  await timed('result/whatIf (another method)', '/rest/result/whatIf', { ...page, method: 'z_score' });
  // While experts still submit: one review submitted again before each call (its time moves).
  await timed('result/view, one review resubmitted before each call', '/rest/result/view', page, () =>
    client.query(
      `update reviews set submitted_at = clock_timestamp() where id = (select min(id) from reviews where edition_id = $1)`,
      [edition.id],
    ),
  );
  await client.end();
  await app.close();
  await database.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await scratch.drop();
}

/** One award in review: ROWS declarations, EXPERTS experts, 5 submitted reviews each. */
async function seed(one, client) {
  const edition = await one(
    `insert into editions (edition_name, year, status) values ('基准届次', 2026, 'reviewing') returning id`,
  );
  const award = await one(
    `insert into awards (award_code, award_name, category, status, sort_number, flow)
     values ('BENCH_R', '基准奖项', 'progress', 1, 1, '["formal_examination","expert_review","publicity"]') returning id`,
  );
  const ea = await one(
    `insert into edition_awards (edition_id, award_id, flow) values ($1, $2, '["formal_examination","expert_review","publicity"]') returning id`,
    [edition.id, award.id],
  );
  await client.query(
    `insert into edition_grades (edition_award_id, grade_name, grade_level, quota)
     select $1, (array['一等奖','二等奖','三等奖'])[l], l, 20 * l from generate_series(1, 3) l`,
    [ea.id],
  );
  const unit = await one(
    `insert into organisations (organ_code, organ_name, organ_type) values ('BRU', '基准单位', 'unit') returning id`,
  );
  await client.query(
    `insert into experts (expert_name, organisation, discipline) select '专家' || g, '单位' || (g % 40), 'x' from generate_series(1, $1::int) g`,
    [EXPERTS],
  );
  const group = await one(
    `insert into review_groups (edition_id, group_name) values ($1, '基准组') returning id`,
    [edition.id],
  );
  await client.query(
    `insert into declarations (edition_id, award_id, project_name, unit_id, status)
     select $1, $2, '基准项目' || g, $3, 'expert_review' from generate_series(1, $4::int) g`,
    [edition.id, award.id, unit.id, ROWS],
  );
  // Five experts a declaration, scores spread by a hash of the pair.
  await client.query(
    `with d as (select id, row_number() over (order by id) n from declarations where edition_id = $1),
          e as (select id, row_number() over (order by id) n from experts)
     insert into review_assignments (edition_id, group_id, declaration_id, expert_id)
     select $1, $2, d.id, e.id from d cross join generate_series(0, 4) k join e on e.n = ((d.n * 7 + k) % $3) + 1
     on conflict do nothing`,
    [edition.id, group.id, EXPERTS],
  );
  await client.query(
    `insert into reviews (edition_id, declaration_id, expert_id, status, scores, total, submitted_at)
     select edition_id, declaration_id, expert_id, 'submitted', '{}', 50 + abs(hashint4(declaration_id * 31 + expert_id)) % 50, now()
       from review_assignments where edition_id = $1`,
    [edition.id],
  );
}
