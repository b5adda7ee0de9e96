import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/harness';

const DEMO_PASSWORD = 'Demo#2026a';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { password: DEMO_PASSWORD });
});
afterAll(() => t.close());

const loginNames = async (loginName: string, url: string, body: object = { pageSize: 100 }) => {
  const token = await t.login(loginName, DEMO_PASSWORD);
  const res = await t.call('POST', url, { token, body });
  expect(res.status).toBe(200);
  return (res.body.dataSet.result as { loginName: string }[]).map((u) => u.loginName).sort();
};

describe('the demo data of the administration areas', () => {
  it('DEPT_MANAGER (own organisation and below) sees the information centre and its groups', async () => {
    expect(await loginNames('infomgr', '/rest/user/page')).toEqual([
      'devlead',
      'infomgr',
      'opsstaff',
      'sysadmin',
    ]);
    const tree = await t.call('POST', '/rest/organ/tree', {
      token: await t.login('infomgr', DEMO_PASSWORD),
      body: {},
    });
    expect(tree.body.dataSet.map((o: { organCode: string }) => o.organCode)).toEqual(['INFO']);
  });

  it('UNIT_LIAISON (custom organisations) sees the declaring units’ users only', async () => {
    expect(await loginNames('liaison', '/rest/user/page')).toEqual(['declarer', 'expert']);
  });

  it('has a user and an organisation waiting in the recycle bins', async () => {
    const admin = await t.login('sysadmin', DEMO_PASSWORD);
    const users = await t.call('POST', '/rest/user/recycleList', { token: admin, body: {} });
    expect(users.body.dataSet.result.map((u: { loginName: string }) => u.loginName)).toEqual(['leaver']);
    const orgs = await t.call('POST', '/rest/organ/recycleList', { token: admin, body: {} });
    expect(orgs.body.dataSet.result.map((o: { organCode: string }) => o.organCode)).toEqual(['OFFICE-TEMP']);
    const admins = await t.call('POST', '/rest/organ/search', {
      token: admin,
      body: { keyword: '软件开发' },
    });
    const [dev] = admins.body.dataSet;
    const list = await t.call('POST', '/rest/organ/admins', { token: admin, body: { organId: dev.organId } });
    expect(list.body.dataSet.map((a: { loginName: string }) => a.loginName)).toEqual(['infomgr']);
  });
});
