import { LOG_PATHS } from '@awards/shared/logs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, loginLogs } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.db.insert(accessLogs).values([
    {
      method: 'POST',
      requestUri: '/rest/slow/thing',
      requestIp: '10.0.0.9',
      responseStatus: 500,
      costTime: 900,
      createBy: 'admin',
      requestData: `{"body":{"x":"${'a'.repeat(500)}"}}`,
    },
    {
      method: 'POST',
      requestUri: '/rest/fast/thing',
      requestIp: '10.0.0.8',
      responseStatus: 200,
      costTime: 3,
      createBy: 'admin',
    },
  ]);
  await t.db
    .insert(loginLogs)
    .values({ loginName: 'ghost', ip: '10.0.0.7', outcome: 'failure', reason: 'wrong password' });
});
afterAll(() => t.close());

async function readSheet(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('the access log, in detail and as a spreadsheet', () => {
  it('filters by status, address and cost, cuts data in the page and gives it whole in the detail', async () => {
    const page = await t.call('POST', LOG_PATHS.accessPage, {
      token: admin,
      body: { responseStatus: 500, requestIp: '10.0.0.9', costAbove: 500, method: 'POST' },
    });
    expect(page.body.dataSet.totalCount).toBe(1);
    const row = page.body.dataSet.result[0];
    expect(row.requestData.length).toBeLessThan(300);
    const detail = await t.call('POST', LOG_PATHS.accessDetail, {
      token: admin,
      body: { logAccessId: row.logAccessId },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.dataSet.requestData.length).toBeGreaterThan(500);
    expect(detail.body.dataSet).toMatchObject({
      requestUri: '/rest/slow/thing',
      costTime: 900,
      responseStatus: 500,
    });
    expect(
      (await t.call('POST', LOG_PATHS.accessDetail, { token: admin, body: { logAccessId: 999999 } })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', LOG_PATHS.accessDetail, { token: admin, body: { logAccessId: 'x' } })).status,
    ).toBe(400);
  });

  it('exports the filtered rows as .xlsx', async () => {
    const res = await t.call('POST', LOG_PATHS.accessExport, {
      token: admin,
      body: { requestUri: '/rest/slow' },
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const { name, rows } = await readSheet(res.raw.rawPayload);
    expect(name).toBe('访问日志');
    expect(rows[0]).toContain('请求地址');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('/rest/slow/thing');
  });

  it('exports the login log with its filters', async () => {
    const res = await t.call('POST', LOG_PATHS.loginExport, {
      token: admin,
      body: { outcome: 'failure', ip: '10.0.0.7' },
    });
    expect(res.status).toBe(200);
    const { name, rows } = await readSheet(res.raw.rawPayload);
    expect(name).toBe('登录日志');
    expect(rows).toHaveLength(2);
    // The reason and the method are stored as codes and shown as their labels.
    expect(rows[1]).toEqual(expect.arrayContaining(['ghost', '失败', '密码错误', '账号密码']));
    expect(rows[1]).not.toContain('wrong password');
    expect(rows[1]).not.toContain('password');
  });

  it('writes the sheet in the language of whoever asked', async () => {
    const res = await t.call('POST', LOG_PATHS.loginExport, {
      token: admin,
      body: { outcome: 'failure', ip: '10.0.0.7' },
      headers: { 'accept-language': 'en_GB' },
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-disposition']).toContain("filename*=UTF-8''login-log.xlsx");
    const { name, rows } = await readSheet(res.raw.rawPayload);
    expect(name).toBe('Login log');
    expect(rows[0]).toContain('Login name');
    expect(rows[1]).toEqual(expect.arrayContaining(['ghost', 'Failure', 'Wrong password', 'Password']));
  });

  it('refuses bad filters and users without the export codes', async () => {
    expect(
      (await t.call('POST', LOG_PATHS.accessExport, { token: admin, body: { method: 'BREW' } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', LOG_PATHS.loginExport, { token: admin, body: { outcome: 'maybe' } })).status,
    ).toBe(400);
    await t.createUser({ loginName: 'no-export' });
    const token = await t.login('no-export', USER_PASSWORD);
    for (const path of [
      LOG_PATHS.accessExport,
      LOG_PATHS.loginExport,
      LOG_PATHS.accessDetail,
      LOG_PATHS.retention,
    ])
      expect((await t.call('POST', path, { token, body: { logAccessId: 1 } })).status, path).toBe(403);
  });

  it('tells how long logs are kept', async () => {
    const res = await t.call('POST', LOG_PATHS.retention, { token: admin, body: {} });
    expect(res.body.dataSet).toEqual({ days: 180, source: 'default' });
    expect((await t.call('POST', LOG_PATHS.retention, { token: admin, body: [1] })).status).toBe(400);
  });
});
