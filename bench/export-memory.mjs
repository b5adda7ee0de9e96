// The memory an export takes (issue 14 §5: "server memory stays within 100 MB of its
// start"). Seeds 200,000 access-log rows with one INSERT ... SELECT generate_series on a
// scratch PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
// created and dropped), builds the app in this process (the server), warms it with one small
// export (exceljs loaded), then exports the whole access log through POST
// /rest/log/exportAccessLog (a background job) and samples this process's RSS every 20 ms
// until the job is done. Prints the RSS at start, its peak, the difference, the time taken
// and the file's size and rows (counted afterwards with exceljs's streaming reader).
// Run: node --expose-gc bench/export-memory.mjs  (BENCH_ROWS=... to change the count)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { register } from 'tsx/esm/api';
import {
  buildProjectApp,
  migrateAndSeed,
  BENCH_PASSWORD as PASSWORD,
  scratchDatabase,
} from './support/scratch-database.mjs';

register();

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const MB = 1024 * 1024;

const { default: pg } = await import('pg');
const { url, drop } = await scratchDatabase(`awards_bench_export_${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'awards-bench-export-'));
const gc = () => globalThis.gc?.();
const rss = () => process.memoryUsage().rss;

try {
  const database = await migrateAndSeed(url, { poolSize: 10, keepOpen: true });
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  let t0 = performance.now();
  // Rows shaped like real ones: a request body, a user agent, a response excerpt.
  await client.query(
    `insert into access_logs (method, request_uri, request_ip, request_data, response_data, response_status,
       cost_time, user_agent, create_by, create_time)
     select 'POST', '/rest/user/page/' || n, '10.0.' || (n % 250) || '.' || (n % 200),
       '{"body":{"pageNum":' || n || ',"pageSize":20,"realname":"张伟","orgId":' || (n % 97) || '}}',
       '{"rtnCode":"0000","rtnMessage":"Succeed!"}', 200, n % 900,
       'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
       'admin', now() - (n || ' seconds')::interval
     from generate_series(1, $1) as n`,
    [ROWS],
  );
  await client.query('vacuum analyze access_logs');
  console.log(`seeded ${ROWS} access-log rows in ${Math.round(performance.now() - t0)} ms`);

  const { app } = await buildProjectApp(url, {
    database,
    config: { DATA_DIR: dataDir, ACCESS_LOG_ENABLED: false },
  });
  await app.ready();
  gc();
  const atStart = rss();
  const login = await app.inject({
    method: 'POST',
    url: '/callback?client_name=myform_client',
    payload: { username: 'admin', password: PASSWORD },
  });
  const token = login.json().dataSet.token;
  const call = (method, u, payload) =>
    app.inject({ method, url: u, headers: { authorization: token }, ...(payload && { payload }) });

  // Warm-up: a small export answered at once (loads exceljs, compiles the writer's path).
  const small = await call('POST', '/rest/log/exportAccessLog', { requestUri: '/rest/user/page/1000' });
  if (small.statusCode !== 200) throw new Error(`warm-up: ${small.statusCode} ${small.body}`);
  gc();
  const warm = rss();
  const atWarm = process.memoryUsage();

  let peak = warm;
  let atPeak = process.memoryUsage();
  let livePeak = 0;
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak) [peak, atPeak] = [now.rss, now];
    // Once a second with BENCH_LIVE=1: what survives a full collection (retained, not garbage).
    if (process.env.BENCH_LIVE && ++ticks % 50 === 0) {
      gc();
      livePeak = Math.max(livePeak, process.memoryUsage().heapUsed + process.memoryUsage().external);
    }
  }, 20);
  t0 = performance.now();
  const started = await call('POST', '/rest/log/exportAccessLog', {});
  const job = started.json().dataSet;
  if (!job?.exportId) throw new Error(`export: ${started.statusCode} ${started.body}`);
  await app.exports.settled();
  const took = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, rss());

  const view = (await call('GET', `/rest/exports/${job.exportId}`)).json().dataSet;
  if (view.status !== 'done') throw new Error(`export ended ${view.status}: ${view.error}`);
  console.log(
    `\nexport of the access log: ${view.rowsDone} rows (${job.rowsTotal} counted) in ${Math.round(took)} ms`,
  );
  console.log(`  file ${(view.size / MB).toFixed(1)} MB`);
  console.log(`  RSS at server start      ${(atStart / MB).toFixed(1)} MB`);
  console.log(`  RSS after warm-up export ${(warm / MB).toFixed(1)} MB`);
  console.log(`  RSS peak while exporting ${(peak / MB).toFixed(1)} MB`);
  console.log(`  peak minus start         ${((peak - atStart) / MB).toFixed(1)} MB (budget 100 MB)`);
  console.log(`  peak minus warm-up       ${((peak - warm) / MB).toFixed(1)} MB`);
  const liveStart = atWarm.heapUsed + atWarm.external;
  if (livePeak)
    console.log(
      `  live heap + external (after a full GC, each second): peak minus warm-up ${((livePeak - liveStart) / MB).toFixed(1)} MB`,
    );
  const part = (k) => `${k} ${(atPeak[k] / MB).toFixed(1)} MB`;
  const was = (k) => `${k} ${(atWarm[k] / MB).toFixed(1)} MB`;
  console.log(
    `  after warm-up: ${['heapUsed', 'heapTotal', 'external', 'arrayBuffers'].map(was).join(', ')}`,
  );
  console.log(`  at the peak: ${['heapUsed', 'heapTotal', 'external', 'arrayBuffers'].map(part).join(', ')}`);

  // The file holds every row: counted with the streaming reader (after the measurement).
  const file = await call('GET', `/rest/exports/${job.exportId}/file`);
  const { default: ExcelJS } = await import('exceljs');
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file.rawPayload), {});
  for await (const sheet of reader) for await (const _row of sheet) rows += 1;
  console.log(`  rows in the file         ${rows - 1} (+ the header)`);
  await app.close();
  await client.end();
  if (peak - atStart > 100 * MB) process.exitCode = 1;
} finally {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
