import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import type { MenuNode } from './menu-tree';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);

describe('POST /rest/home/index', () => {
  it('gives the administrator every area, every button code and the home page', async () => {
    const res = await t.call('POST', '/rest/home/index', { token: admin, body: { portalCode: 'portal' } });
    expect(res.status).toBe(200);
    const { loginUser, enterprise, menu, indexMenu, permissions, apps, icons } = res.body.dataSet;
    expect(loginUser.loginName).toBe('admin');
    expect(enterprise.organCode).toBe('ROOT');
    // The seeded custom icons (modules/icons), as { iconId, name, pathContent, viewBox }.
    expect(icons.map((i: { name: string }) => i.name)).toEqual(['奖杯', '申报书', '评审专家']);
    const all = paths(menu);
    for (const path of [
      '/_system',
      '/_message',
      '/_monitor',
      '/_dashboard/Monitor',
      '/declare/examination',
    ]) {
      expect(all).toContain(path);
    }
    expect(permissions).toEqual(expect.arrayContaining(['USER_ADD', 'USER_FREEZE', 'DECLARE_EXAMINE']));
    expect(indexMenu.path).toBe('/_dashboard/Monitor');
    expect(apps.map((a: { appCode: string }) => a.appCode)).toEqual(['portal']);
  });

  it("carries each menu title's translations and the roles' names in three languages", async () => {
    const res = await t.call('POST', '/rest/home/index', { token: admin, body: { portalCode: 'portal' } });
    const { menu, loginUser } = res.body.dataSet as { menu: MenuNode[]; loginUser: { roles: unknown[] } };
    const system = menu.find((node) => node.name === 'system')!;
    expect(system.meta).toMatchObject({
      title: '系统管理',
      titleI18n: { zh_TW: '系統管理', en_GB: 'System' },
    });
    const menus = system.children!.find((node) => node.name === 'system-menus')!;
    expect(menus.meta.titleI18n).toEqual({ zh_TW: '選單管理', en_GB: 'Menus' });
    expect(loginUser.roles).toContainEqual({
      roleCode: 'SYS_ADMIN',
      roleName: '系统管理员',
      roleNameI18n: { zh_TW: '系統管理員', en_GB: 'System administrator' },
    });
  });

  it('sends BUSI_AUDIT users to the examination page, without the system area', async () => {
    await t.createUser({ loginName: 'auditor-t', roleCodes: ['BUSI_AUDIT'] });
    const token = await t.login('auditor-t', USER_PASSWORD);
    const res = await t.call('POST', '/rest/home/index', { token, body: {} });
    const { menu, indexMenu, permissions, roles } = res.body.dataSet;
    expect(roles).toEqual(['BUSI_AUDIT']);
    expect(indexMenu.path).toBe('/declare/examination');
    expect(paths(menu)).not.toContain('/_system');
    expect(permissions).toContain('DECLARE_EXAMINE');
    expect(permissions).not.toContain('USER_ADD');
  });

  it('gives the read-only role view codes only', async () => {
    await t.createUser({ loginName: 'viewer-t', roleCodes: ['READ_ONLY'] });
    const token = await t.login('viewer-t', USER_PASSWORD);
    const { permissions } = (await t.call('POST', '/rest/home/index', { token, body: {} })).body.dataSet;
    expect(permissions.length).toBeGreaterThan(10);
    expect(permissions.every((p: string) => /_VIEW$/.test(p))).toBe(true);
  });

  it("leaves out the menus whose page needs a code the user lacks (the read-only role's examination)", async () => {
    await t.createUser({ loginName: 'viewer-m', roleCodes: ['READ_ONLY'] });
    const token = await t.login('viewer-m', USER_PASSWORD);
    const { menu, permissions } = (await t.call('POST', '/rest/home/index', { token, body: {} })).body
      .dataSet;
    const all = paths(menu);
    // Granted every menu, READ_ONLY lacks DECLARE_EXAMINE and EXPERT_AUDIT, the lists' codes.
    expect(permissions).not.toContain('DECLARE_EXAMINE');
    expect(all).not.toContain('/declare/examination');
    expect(all).not.toContain('/expert/audit');
    // Pages it may list stay, and so do their folders.
    expect(all).toEqual(expect.arrayContaining(['/declare/list', '/register/audit', '/_system']));
  });

  it('gives a declarer no staff menu', async () => {
    await t.createUser({ loginName: 'declarer-t', userType: 'declarer' });
    const token = await t.login('declarer-t', USER_PASSWORD);
    const res = await t.call('POST', '/rest/home/index', { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.menu).toEqual([]);
    expect(res.body.dataSet.loginUser.userType).toBe('declarer');
    expect(res.body.dataSet.indexMenu).toBeNull();
  });

  it('refuses an unknown or empty portal code with 400, and anonymous callers with 401', async () => {
    const unknown = await t.call('POST', '/rest/home/index', { token: admin, body: { portalCode: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.dataSet.fieldErrors.portalCode).toBe('应用不存在');
    const empty = await t.call('POST', '/rest/home/index', { token: admin, body: { portalCode: ' ' } });
    expect(empty.status).toBe(400);
    expect((await t.call('POST', '/rest/home/index', { body: {} })).status).toBe(401);
  });
});

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('returns the menu and the button codes of the token', async () => {
    const res = await t.call('GET', '/sys/permission/getUserPermissionByToken', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.auth).toContain('USER_ADD');
    expect(paths(res.body.dataSet.menu)).toContain('/_system');
    expect((await t.call('GET', '/sys/permission/getUserPermissionByToken')).status).toBe(401);
  });
});

describe('POST /rest/home/index without a body', () => {
  it('answers as for an empty body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/home/index',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().dataSet.appCode).toBe('portal');
  });
});
