import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let plain: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'res-plain' });
  plain = await t.login('res-plain', USER_PASSWORD);
});
afterAll(() => t.close());

describe('/api/user', () => {
  it('creates with POST, reads, edits with PUT, lists with GET and deletes, as /rest/user does', async () => {
    const created = await t.call('POST', '/api/user', {
      token: admin,
      body: { loginName: 'res-user', realname: '资源用户', password: USER_PASSWORD, phone: '13900007777' },
    });
    expect(created.status).toBe(200);
    const userId = created.body.dataSet.userId as number;

    const edited = await t.call('PUT', '/api/user', {
      token: admin,
      body: { userId, realname: '资源用户乙' },
    });
    expect(edited.status).toBe(200);
    const one = await t.call('GET', `/api/user/${userId}`, { token: admin });
    expect(one.body.dataSet).toMatchObject({ userId, loginName: 'res-user', realname: '资源用户乙' });
    expect(one.body.dataSet).not.toHaveProperty('passwordHash');
    // The /rest door reads the same record.
    const rest = await t.call('POST', '/rest/user/detail', { token: admin, body: { userId } });
    expect(rest.body.dataSet.realname).toBe('资源用户乙');

    const list = await t.call('GET', '/api/user', {
      token: admin,
      query: { loginName: 'res-user', phone: '139', status: '1', pageNum: '1', pageSize: '10' },
    });
    expect(list.status).toBe(200);
    expect(list.body.dataSet.result.map((u: { loginName: string }) => u.loginName)).toEqual(['res-user']);

    expect(
      (await t.call('DELETE', '/api/user', { token: admin, query: { id: String(userId) } })).status,
    ).toBe(200);
    const bin = await t.call('POST', '/rest/user/recycleList', { token: admin, body: {} });
    expect(bin.body.dataSet.result.map((u: { loginName: string }) => u.loginName)).toContain('res-user');
  });

  it('keeps GET /api/user/info the signed-in user', async () => {
    const me = await t.call('GET', '/api/user/info', { token: plain });
    expect(me.status).toBe(200);
    expect(me.body.dataSet.loginName).toBe('res-plain');
  });

  it('needs the USER_* codes of /rest/user', async () => {
    expect((await t.call('GET', '/api/user', { token: plain })).status).toBe(403);
    expect((await t.call('GET', '/api/user/1', { token: plain })).status).toBe(403);
    const body = { loginName: 'res-denied', realname: '无权', password: USER_PASSWORD };
    expect((await t.call('POST', '/api/user', { token: plain, body })).status).toBe(403);
    expect(
      (await t.call('PUT', '/api/user', { token: plain, body: { userId: 1, realname: 'x' } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', '/api/user', { token: plain, query: { id: '1' } })).status).toBe(403);
  });

  it('refuses bad input with the /rest schemas’ messages', async () => {
    const bad = await t.call('POST', '/api/user', {
      token: admin,
      body: { loginName: 'ab', realname: '', password: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toMatchObject({
      loginName: expect.any(String),
      realname: '请输入姓名',
    });
    expect((await t.call('PUT', '/api/user', { token: admin, body: { realname: 'x' } })).status).toBe(400);
    expect((await t.call('GET', '/api/user', { token: admin, query: { status: '7' } })).status).toBe(400);
    expect((await t.call('GET', '/api/user', { token: admin, query: { pageSize: '0' } })).status).toBe(400);
    expect((await t.call('DELETE', '/api/user', { token: admin, query: { id: '-1' } })).status).toBe(400);
    expect((await t.call('GET', '/api/user/99999999999', { token: admin })).status).toBe(400);
  });
});
