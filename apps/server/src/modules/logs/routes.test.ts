import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('the access log', () => {
  it('records requests off the request path, with secrets redacted', async () => {
    await t.call('POST', '/callback?client_name=myform_client', {
      body: { username: 'admin', password: 'secret-1' },
    });
    await t.call('GET', '/api/user/info', { token: admin });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    // The writer batches reads on a timer: wait (in the table, so that waiting logs
    // nothing) until the read's row is there.
    const infoRow = () => t.db.$count(accessLogs, eq(accessLogs.requestUri, '/api/user/info'));
    for (const deadline = Date.now() + 10_000; (await infoRow()) === 0; ) {
      if (Date.now() > deadline) throw new Error('the read was never logged');
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await t.call('POST', '/rest/log/getAccesssLogPage', { token: admin, body: { pageSize: 50 } });
    expect(res.status).toBe(200);
    const rows = res.body.dataSet.result as {
      requestUri: string;
      requestData: string | null;
      createBy: string;
    }[];
    const login = rows.find((r) => r.requestUri.startsWith('/callback'));
    expect(login?.requestData).toContain('******');
    expect(login?.requestData).not.toContain('secret-1');
    const info = rows.find((r) => r.requestUri === '/api/user/info');
    expect(info).toMatchObject({ createBy: 'admin', responseStatus: 200, method: 'GET' });
    expect(rows.some((r) => r.requestUri === '/healthz')).toBe(false);
    expect(res.body.dataSet).toMatchObject({ pageNum: 1, pageSize: 50 });
    expect(res.body.dataSet.totalPage).toBe(Math.ceil(res.body.dataSet.totalCount / 50));
  });

  it('filters by user and URI prefix', async () => {
    const res = await t.call('POST', '/rest/log/getAccesssLogPage', {
      token: admin,
      body: { createBy: 'admin', requestUri: '/api/user' },
    });
    expect(res.status).toBe(200);
    for (const row of res.body.dataSet.result) expect(row.requestUri.startsWith('/api/user')).toBe(true);
  });

  it('refuses a page size over 500 and an inverted time range', async () => {
    const big = await t.call('POST', '/rest/log/getAccesssLogPage', {
      token: admin,
      body: { pageSize: 501 },
    });
    expect(big.status).toBe(400);
    expect(big.body.dataSet.fieldErrors.pageSize).toBe('每页条数不能超过500');
    const range = await t.call('POST', '/rest/log/getAccesssLogPage', {
      token: admin,
      body: { startTime: '2026-02-01T00:00:00Z', endTime: '2026-01-01T00:00:00Z' },
    });
    expect(range.status).toBe(400);
    expect(range.body.dataSet.fieldErrors.endTime).toBe('开始时间不能晚于结束时间');
  });

  it('sorts by time either way, and refuses any other sort', async () => {
    const page = async (orderBy?: unknown) =>
      (
        await t.call('POST', '/rest/log/getAccesssLogPage', {
          token: admin,
          body: { pageSize: 500, orderBy },
        })
      ).body.dataSet.result as { logAccessId: number; createTime: string }[];
    const newest = await page();
    const oldest = await page({ field: 'createTime', order: 'asc' });
    expect(oldest.length).toBeGreaterThan(1);
    const times = (rows: { createTime: string }[]) => rows.map((r) => Date.parse(r.createTime));
    expect(times(oldest)).toEqual([...times(oldest)].sort((a, b) => a - b));
    expect(times(newest)).toEqual([...times(newest)].sort((a, b) => b - a));
    expect(oldest[0]?.logAccessId).not.toBe(newest[0]?.logAccessId);
    for (const orderBy of [
      { field: 'requestBody', order: 'asc' },
      { field: 'createTime', order: 'up' },
    ]) {
      const bad = await t.call('POST', '/rest/log/getAccesssLogPage', { token: admin, body: { orderBy } });
      expect(bad.status).toBe(400);
    }
  });

  it('is refused to a user without LOG_VIEW', async () => {
    await t.createUser({ loginName: 'plain-user' });
    const token = await t.login('plain-user', USER_PASSWORD);
    expect((await t.call('POST', '/rest/log/getAccesssLogPage', { token, body: {} })).status).toBe(403);
  });
});

describe('the login log', () => {
  it('lists attempts with their outcome, filtered', async () => {
    const res = await t.call('POST', '/rest/log/getLoginLogPage', {
      token: admin,
      body: { loginName: 'ADMIN', outcome: 'success' },
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.totalCount).toBeGreaterThan(0);
    for (const row of res.body.dataSet.result)
      expect(row).toMatchObject({ loginName: 'admin', outcome: 'success' });
  });

  it('refuses an unknown outcome, and a user without LOGINLOG_VIEW', async () => {
    const bad = await t.call('POST', '/rest/log/getLoginLogPage', {
      token: admin,
      body: { outcome: 'maybe' },
    });
    expect(bad.status).toBe(400);
    await t.createUser({ loginName: 'plain-user-2' });
    const token = await t.login('plain-user-2', USER_PASSWORD);
    expect((await t.call('POST', '/rest/log/getLoginLogPage', { token, body: {} })).status).toBe(403);
  });
});
