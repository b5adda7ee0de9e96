import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXPORT_PATHS, type ExportJobView } from '@awards/shared/exports';
import { LOG_PATHS } from '@awards/shared/logs';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let dataDir: string;
let admin: string;
let viewer: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'awards-export-routes-'));
  // Every export of more than 10 rows goes to the background here.
  t = await createTestApp({ DATA_DIR: dataDir, EXPORT_SYNC_MAX_ROWS: 10 });
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'exp.viewer' });
  viewer = await t.login('exp.viewer', USER_PASSWORD);
  await t.db.execute(sql`insert into access_logs (method, request_uri, response_status, cost_time, create_by)
    select 'GET', '/rest/exp/' || n, 200, n, 'admin' from generate_series(1, 40) as n`);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startAccessExport(): Promise<number> {
  const res = await t.call('POST', LOG_PATHS.accessExport, {
    token: admin,
    body: { requestUri: '/rest/exp/' },
  });
  expect(res.status).toBe(200);
  expect(res.raw.headers['content-type']).toContain('application/json');
  expect(res.body.dataSet).toMatchObject({ fileName: '访问日志.xlsx', rowsTotal: 40 });
  await t.app.exports.settled();
  return res.body.dataSet.exportId;
}

describe('an export route over the threshold', () => {
  it('answers the job instead of the file; a small one still answers the file', async () => {
    await startAccessExport();
    const small = await t.call('POST', LOG_PATHS.accessExport, {
      token: admin,
      body: { requestUri: '/rest/exp/1' },
    });
    // /rest/exp/1, /rest/exp/10 ... /rest/exp/19: 11 rows, over 10; one row is under.
    const one = await t.call('POST', LOG_PATHS.accessExport, {
      token: admin,
      body: { requestUri: '/rest/exp/40' },
    });
    expect(small.body.dataSet.rowsTotal).toBe(11);
    expect(one.raw.headers['content-type']).toContain('spreadsheetml');
    await t.app.exports.settled();
  });

  it('keeps the permission and the input checks of the route', async () => {
    expect((await t.call('POST', LOG_PATHS.accessExport, { token: viewer, body: {} })).status).toBe(403);
    expect(
      (await t.call('POST', LOG_PATHS.accessExport, { token: admin, body: { responseStatus: 'x' } })).status,
    ).toBe(400);
  });
});

describe('my exports', () => {
  it('lists mine with their progress, to me only', async () => {
    const exportId = await startAccessExport();
    const mine = await t.call('GET', EXPORT_PATHS.list, { token: admin });
    expect(mine.status).toBe(200);
    const listed = (mine.body.dataSet as ExportJobView[]).find((e) => e.exportId === exportId);
    expect(listed).toMatchObject({ status: 'done', rowsDone: 40, rowsTotal: 40 });
    expect((await t.call('GET', EXPORT_PATHS.list, { token: viewer })).body.dataSet).toEqual([]);
    expect((await t.call('GET', EXPORT_PATHS.list)).status).toBe(401);
    const one = await t.call('GET', EXPORT_PATHS.one(exportId), { token: admin });
    expect(one.body.dataSet).toMatchObject({ exportId, status: 'done' });
  });

  it('downloads my finished file; another user’s is absent; a bad id is refused', async () => {
    const exportId = await startAccessExport();
    const file = await t.call('GET', EXPORT_PATHS.file(exportId), { token: admin });
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-disposition']).toContain(encodeURIComponent('访问日志.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(41);

    expect((await t.call('GET', EXPORT_PATHS.file(exportId), { token: viewer })).status).toBe(404);
    expect((await t.call('GET', EXPORT_PATHS.file(exportId))).status).toBe(401);
    for (const bad of ['0', 'abc', '01', '99999999999'])
      expect((await t.call('GET', `/rest/exports/${bad}/file`, { token: admin })).status).toBe(400);
  });

  it('deletes mine, never another user’s', async () => {
    const exportId = await startAccessExport();
    expect((await t.call('DELETE', EXPORT_PATHS.one(exportId), { token: viewer })).status).toBe(404);
    expect((await t.call('DELETE', '/rest/exports/x', { token: admin })).status).toBe(400);
    expect((await t.call('DELETE', EXPORT_PATHS.one(exportId), { token: admin })).status).toBe(200);
    expect((await t.call('GET', EXPORT_PATHS.file(exportId), { token: admin })).status).toBe(404);
  });
});
