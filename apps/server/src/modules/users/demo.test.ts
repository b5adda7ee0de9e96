import { GRANT_MESSAGES } from '@awards/shared/roles';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, roles, userRoles, users } from '../../db/schema';
import { seedFullDemo } from '../../test/demo';
import { createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';

const DEMO_PASSWORD = 'Demo#2026a';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedFullDemo(t.db, DEMO_PASSWORD);
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
    expect(await loginNames('liaison', '/rest/user/page')).toEqual(['declarer', 'expert', 'expert2']);
  });

  it('issue 19: the scheduling role runs the jobs, the tester reads and changes nothing', async () => {
    await t.createUser({ loginName: 'demo-scheduler', password: DEMO_PASSWORD, roleCodes: ['SCHEDULING'] });
    await t.createUser({ loginName: 'demo-tester', password: DEMO_PASSWORD, roleCodes: ['TESTER'] });
    const init = async (loginName: string) => {
      const token = await t.login(loginName, DEMO_PASSWORD);
      const res = await t.call('POST', '/rest/home/index', { token, body: {} });
      return { token, permissions: res.body.dataSet.permissions as string[] };
    };
    const scheduler = await init('demo-scheduler');
    expect(scheduler.permissions.sort()).toEqual(
      [
        'LOG_VIEW',
        'QUARTZ_ADD',
        'QUARTZ_DEL',
        'QUARTZ_EDIT',
        'QUARTZ_EFECT',
        'QUARTZ_START',
        'QUARTZ_VIEW',
      ].sort(),
    );
    const jobs = await t.call('POST', '/rest/task/page', { token: scheduler.token, body: {} });
    expect(jobs.status).toBe(200);
    expect((await t.call('POST', '/rest/user/page', { token: scheduler.token, body: {} })).status).toBe(403);

    const tester = await init('demo-tester');
    expect(tester.permissions).toEqual(expect.arrayContaining(['DECLARE_VIEW', 'LOG_VIEW', 'SQL_VIEW']));
    expect(tester.permissions.every((p) => p.endsWith('_VIEW'))).toBe(true);
    expect((await t.call('POST', '/rest/prize/page', { token: tester.token, body: {} })).status).toBe(200);
    expect((await t.call('POST', '/rest/prize/add', { token: tester.token, body: {} })).status).toBe(403);
    const names = await t.db
      .select({ roleCode: roles.roleCode, roleNameI18n: roles.roleNameI18n })
      .from(roles)
      .where(inArray(roles.roleCode, ['SCHEDULING', 'TESTER']));
    expect(names.map((r) => r.roleNameI18n.en_GB).sort()).toEqual(['Scheduler', 'Tester']);
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

describe('issue 11: a DEPT_MANAGER cannot make anyone a system administrator', () => {
  const idOf = async (loginName: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName)))[0]!.id;
  const roleIdOf = async (roleCode: string) =>
    (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode)))[0]!.id;
  const orgIdOf = async (organCode: string) =>
    (
      await t.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.organCode, organCode))
    )[0]!.id;
  const rolesOf = async (userId: number) =>
    (await t.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)))
      .map((r) => r.id)
      .sort();

  it('infomgr granting SYS_ADMIN to himself, by bindRoles or update, or to a new user, is a 403', async () => {
    const token = await t.login('infomgr', DEMO_PASSWORD);
    const self = await idOf('infomgr');
    const sysAdmin = await roleIdOf('SYS_ADMIN');
    const manager = await roleIdOf('DEPT_MANAGER');
    const refused = zh(GRANT_MESSAGES.roleCodes({ role: '系统管理员' }));

    const bind = await t.call('POST', '/rest/user/bindRoles', {
      token,
      body: { userId: self, roleIds: [sysAdmin] },
    });
    expect(bind.status).toBe(403);
    expect(bind.body.rtnMessage).toBe(refused);
    const update = await t.call('POST', '/rest/user/update', {
      token,
      body: { userId: self, roleIds: [manager, sysAdmin] },
    });
    expect(update.status).toBe(403);
    expect(update.body.rtnMessage).toBe(refused);
    expect(await rolesOf(self)).toEqual([manager]);

    const add = await t.call('POST', '/rest/user/add', {
      token,
      body: {
        loginName: 'mole',
        realname: '内应',
        password: DEMO_PASSWORD,
        orgId: await orgIdOf('INFO-DEV'),
        roleIds: [sysAdmin],
      },
    });
    expect(add.status).toBe(403);
    expect(add.body.rtnMessage).toBe(refused);
    expect(await t.db.select().from(users).where(eq(users.loginName, 'mole'))).toHaveLength(0);
  });

  it('infomgr cannot reset the password of, freeze or edit sysadmin, who holds more', async () => {
    const token = await t.login('infomgr', DEMO_PASSWORD);
    const sysadmin = await idOf('sysadmin');
    const reset = await t.call('POST', '/rest/user/resetPassword', {
      token,
      body: { userId: sysadmin, password: 'Taken#2026a' },
    });
    expect(reset.status).toBe(403);
    expect(reset.body.rtnMessage).toBe(zh(GRANT_MESSAGES.userCodes({ user: '李建国（sysadmin）' })));
    const freeze = await t.call('POST', '/rest/user/frozenUpdate', {
      token,
      body: { userIds: [sysadmin], status: 2 },
    });
    expect(freeze.status).toBe(403);
    await t.login('sysadmin', DEMO_PASSWORD);
  });

  it('infomgr may still grant what he holds within his organisation, and not the liaison’s custom scope', async () => {
    const token = await t.login('infomgr', DEMO_PASSWORD);
    const devlead = await idOf('devlead');
    const manager = await roleIdOf('DEPT_MANAGER');
    const liaison = await roleIdOf('UNIT_LIAISON');
    const own = await t.call('POST', '/rest/user/bindRoles', {
      token,
      body: { userId: devlead, roleIds: [manager] },
    });
    expect(own.status).toBe(200);
    const custom = await t.call('POST', '/rest/user/bindRoles', {
      token,
      body: { userId: devlead, roleIds: [manager, liaison] },
    });
    expect(custom.status).toBe(403);
    expect(custom.body.rtnMessage).toBe(zh(GRANT_MESSAGES.roleScope({ role: '申报单位联络员' })));
    expect(await rolesOf(devlead)).toEqual([manager]);
  });
});
