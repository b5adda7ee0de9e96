// What each access-log row costs PostgreSQL itself, with the table's indexes and with fewer:
//
//   node bench/access-log-indexes.mjs   [ROWS=100000] [ROUNDS=3]
//
// A scratch database is migrated (the real `access_logs` table and its indexes, schema/logs.ts);
// for each variant the table is emptied, the indexes the variant leaves out are dropped, 50,000
// rows are inserted to give the indexes some size, then ROWS more are inserted as the writer
// inserts a read's batch (platform/access-log.ts: 200 rows in one json_to_recordset insert).
// The figure is the CPU time of the database backend that ran the inserts (utime + stime from
// /proc/<pid>/stat, so PostgreSQL must run on this machine) divided by ROWS. The WAL writer and
// checkpointer's share is not in it. Variants alternate in order from round to round.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { migrateAndSeed, scratchDatabase } from './support/scratch-database.mjs';

register();

const ROWS = Number(process.env.ROWS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const BATCH = 200;
/** The secondary indexes of schema/logs.ts (name → what follows `on access_logs`); the primary key stays. */
const INDEXES = {
  access_logs_time_idx: '(create_time)',
  access_logs_user_time_idx: '(create_by, create_time)',
  access_logs_uri_idx: '(request_uri text_pattern_ops)',
  access_logs_status_time_idx: '(response_status, create_time)',
  access_logs_ip_time_idx: '(request_ip, create_time)',
  access_logs_cost_idx: '(cost_time)',
  access_logs_time_brin: 'using brin (create_time)',
};
const VARIANTS = {
  'as shipped (pk + 6)': [
    'access_logs_time_idx',
    'access_logs_user_time_idx',
    'access_logs_uri_idx',
    'access_logs_status_time_idx',
    'access_logs_ip_time_idx',
    'access_logs_cost_idx',
  ],
  'pk + time + user': ['access_logs_time_idx', 'access_logs_user_time_idx'],
  'pk + time': ['access_logs_time_idx'],
  'pk + brin(time)': ['access_logs_time_brin'],
  'pk only': [],
};
// The writer's statement (access-log.ts, insertBatch), as SQL text.
const INSERT = `insert into access_logs (method, request_uri, request_ip, request_data, response_status, cost_time,
                         user_agent, user_id, create_by, log_type, create_time)
  select method, request_uri, request_ip, request_data, response_status, cost_time,
         user_agent, user_id, create_by, log_type, create_time
  from json_to_recordset($1::json) as r(
    method text, request_uri text, request_ip text, request_data text, response_status int, cost_time int,
    user_agent text, user_id int, create_by text, log_type smallint, create_time timestamptz)`;

const row = (i) => ({
  method: 'POST',
  request_uri: i % 3 ? '/rest/task/handlers' : `/rest/user/page?pageNo=${i % 40}`,
  request_ip: `10.0.${i % 7}.${i % 250}`,
  request_data: i % 3 ? null : '{"body":{"pageNo":1,"pageSize":20}}',
  response_status: i % 50 ? 200 : 401,
  cost_time: i % 13,
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
  user_id: 1 + (i % 30),
  create_by: `user${i % 30}`,
  log_type: 2,
  create_time: new Date(),
});

const { url, drop } = await scratchDatabase(`awards_bench_logindexes_${process.pid}`);
const client = new pg.Client({ connectionString: url });
try {
  await migrateAndSeed(url, { seed: false });
  await client.connect();
  const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
  const clockTicks = 100; // USER_HZ on Linux
  const backendCpuSeconds = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  };
  const insertRows = async (count) => {
    for (let k = 0; k < count; k += BATCH)
      await client.query(INSERT, [JSON.stringify(Array.from({ length: BATCH }, (_, j) => row(k + j)))]);
  };
  const names = Object.keys(VARIANTS);
  const results = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) {
      await client.query('truncate access_logs');
      for (const index of Object.keys(INDEXES)) await client.query(`drop index if exists ${index}`);
      for (const index of VARIANTS[name])
        await client.query(`create index ${index} on access_logs ${INDEXES[index]}`);
      await insertRows(50_000);
      const before = backendCpuSeconds();
      await insertRows(ROWS);
      results[name].push(((backendCpuSeconds() - before) * 1e6) / ROWS);
    }
  }
  console.log(
    `${ROWS} rows a round in batches of ${BATCH}, ${ROUNDS} rounds; PostgreSQL backend CPU per row:`,
  );
  for (const name of names)
    console.log(`${name.padEnd(20)} ${results[name].map((us) => `${us.toFixed(1)} µs`).join('  ')}`);
} finally {
  await client.end();
  await drop();
}
