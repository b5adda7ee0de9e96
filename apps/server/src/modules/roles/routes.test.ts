import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuButtons, menuDataRules, menus, roles, users } from '../../db/schema';
import { addOrganisation, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let noRoles: string;
let viewer: string;
let orgIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'r-no-roles' });
  noRoles = await t.login('r-no-roles', USER_PASSWORD);
  await t.createUser({ loginName: 'r-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('r-viewer', USER_PASSWORD);
  const root = await rootOrganisation(t.db);
  orgIds = [(await addOrganisation(t.db, 'R-ONE', root)).id, (await addOrganisation(t.db, 'R-TWO', root)).id];
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) =>
  t.call('POST', `/rest/role/${url}`, { token, body });

let serial = 0;
async function addRole(fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await call('add', {
    roleEntity: { roleCode: `TEST_ROLE_${serial}`, roleName: `测试角色${serial}`, ...fields },
  });
  if (res.status !== 200) throw new Error(`add role: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet as { roleId: number; roleCode: string };
}

const adminRoleId = async () =>
  (await t.db.select().from(roles).where(eq(roles.roleCode, 'SYS_ADMIN')))[0]!.id;

describe('POST /rest/role/page, /all, /detail', () => {
  it('lists roles with how many users hold them', async () => {
    const res = await call('page', { pageSize: 50 });
    expect(res.status).toBe(200);
    const admins = (
      res.body.dataSet.result as { roleCode: string; userCount: number; builtIn: boolean }[]
    ).find((r) => r.roleCode === 'SYS_ADMIN');
    expect(admins).toMatchObject({ userCount: 1, builtIn: true, dataScope: 1, dataScopeName: '全部数据' });
    const filtered = await call('page', { roleName: '只读' });
    expect(filtered.body.dataSet.result.map((r: { roleCode: string }) => r.roleCode)).toEqual(['READ_ONLY']);
    expect((await call('page', { pageSize: 1000 })).status).toBe(400);
    expect((await call('page', {}, noRoles)).status).toBe(403);
    expect((await call('page', {}, viewer)).status).toBe(200);
  });

  it('all: every role for any signed-in user; detail: one role', async () => {
    const all = await call('all', undefined, noRoles);
    expect(all.status).toBe(200);
    expect((all.body.dataSet as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect((await t.call('POST', '/rest/role/all', {})).status).toBe(401);
    const id = await adminRoleId();
    expect((await call('detail', { roleId: id })).body.dataSet).toMatchObject({
      roleId: id,
      roleCode: 'SYS_ADMIN',
    });
    expect((await call('detail', { roleId: 999_999 })).status).toBe(404);
    expect((await call('detail', { roleId: 'x' })).status).toBe(400);
    expect((await call('detail', { roleId: id }, noRoles)).status).toBe(403);
  });
});

describe('POST /rest/role/add and /update', () => {
  it('creates a role from roleEntity, with a custom data scope', async () => {
    const role = await addRole({ dataScope: 5, organIds: orgIds, organId: orgIds[0], remark: '备注' });
    expect(role).toMatchObject({ dataScope: 5, organId: orgIds[0], organName: 'R-ONE机构', remark: '备注' });
    const scope = await call('dataScope', { roleId: role.roleId });
    expect(scope.body.dataSet).toEqual({
      roleId: role.roleId,
      dataScope: 5,
      organIds: [...orgIds].sort((a, b) => a - b),
    });
  });

  it('answers 400 for a bad code or a missing wrapper, 409 for a taken code, 403 without ROLE_ADD', async () => {
    const bad = await call('add', { roleEntity: { roleCode: 'lower-case', roleName: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toEqual({
      'roleEntity.roleCode': '角色编码为2至50位大写字母、数字或下划线，以字母开头',
      'roleEntity.roleName': '请输入角色名称',
    });
    expect((await call('add', { roleCode: 'FLAT', roleName: '没有包装' })).status).toBe(400);
    const taken = await call('add', { roleEntity: { roleCode: 'READ_ONLY', roleName: '重复' } });
    expect(taken.status).toBe(409);
    expect(taken.body.dataSet.fieldErrors).toEqual({ 'roleEntity.roleCode': '该角色编码已存在' });
    const badOrg = await call('add', {
      roleEntity: { roleCode: 'BAD_ORG', roleName: '机构', organIds: [999_999] },
    });
    expect(badOrg.status).toBe(400);
    expect((await call('add', { roleEntity: { roleCode: 'DENIED', roleName: '无权' } }, viewer)).status).toBe(
      403,
    );
  });

  it('edits a role; the built-in codes stay', async () => {
    const role = await addRole();
    const res = await call('update', {
      roleEntity: { roleId: role.roleId, roleName: '改名', roleCode: 'RENAMED_ROLE' },
    });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ roleName: '改名', roleCode: 'RENAMED_ROLE' });
    const builtIn = await call('update', {
      roleEntity: { roleId: await adminRoleId(), roleCode: 'SOMETHING_ELSE' },
    });
    expect(builtIn.status).toBe(422);
    expect(builtIn.body.rtnMessage).toBe('系统内置角色的编码不能修改');
    const taken = await call('update', { roleEntity: { roleId: role.roleId, roleCode: 'SYS_ADMIN' } });
    expect(taken.status).toBe(409);
    expect((await call('update', { roleEntity: { roleId: 999_999 } })).status).toBe(404);
    expect((await call('update', { roleEntity: { roleId: role.roleId, dataScope: 9 } })).status).toBe(400);
    expect((await call('update', { roleEntity: { roleId: role.roleId } }, viewer)).status).toBe(403);
  });
});

describe('POST /rest/role/delete', () => {
  it('refuses while users hold the role, with the count, then deletes', async () => {
    const role = await addRole();
    const holder = await t.createUser({ loginName: 'r-holder' });
    expect((await call('addUsers', { roleId: role.roleId, userIds: [holder.id] })).status).toBe(200);
    const refused = await call('delete', { roleId: role.roleId });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ rtnCode: '505', rtnMessage: '该角色已被 1 个用户使用，不能删除' });
    expect((await call('deleteUsers', { roleId: role.roleId, userIds: [holder.id] })).status).toBe(200);
    expect((await call('delete', { roleId: role.roleId })).status).toBe(200);
    expect((await call('detail', { roleId: role.roleId })).status).toBe(404);
  });

  it('refuses the built-in roles, bad input and users without ROLE_DEL', async () => {
    const builtIn = await call('delete', { roleId: await adminRoleId() });
    expect(builtIn.status).toBe(422);
    expect(builtIn.body.rtnMessage).toBe('系统内置角色不能删除');
    expect((await call('delete', {})).status).toBe(400);
    expect((await call('delete', { roleId: 1 }, viewer)).status).toBe(403);
  });
});

describe('users of a role', () => {
  it('lists, adds and removes holders', async () => {
    const role = await addRole();
    const a = await t.createUser({ loginName: 'r-member-a' });
    const b = await t.createUser({ loginName: 'r-member-b' });
    await call('addUsers', { roleId: role.roleId, userIds: [a.id, b.id, a.id] });
    const listed = await call('users', { roleId: role.roleId, loginName: 'R-MEMBER' });
    expect(listed.status).toBe(200);
    expect(listed.body.dataSet.totalCount).toBe(2);
    await call('deleteUsers', { roleId: role.roleId, userIds: [a.id] });
    const after = await call('users', { roleId: role.roleId });
    expect(after.body.dataSet.result.map((u: { loginName: string }) => u.loginName)).toEqual(['r-member-b']);
  });

  it('keeps the last administrator, refuses unknown users, bad input, and users without ROLE_USER', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.loginName, 'admin'));
    const last = await call('deleteUsers', { roleId: await adminRoleId(), userIds: [me!.id] });
    expect(last.status).toBe(422);
    expect((await call('addUsers', { roleId: await adminRoleId(), userIds: [999_999] })).status).toBe(404);
    expect((await call('addUsers', { roleId: await adminRoleId(), userIds: [] })).status).toBe(400);
    expect((await call('users', { roleId: 'a' })).status).toBe(400);
    for (const url of ['users', 'addUsers', 'deleteUsers']) {
      expect((await call(url, { roleId: 1, userIds: [1] }, viewer)).status).toBe(403);
    }
  });
});

describe('menu and button grants', () => {
  it('serves the tree, binds a set (adding ancestors and the buttons’ menus) and applies it at once', async () => {
    const tree = await call('permissionTree', undefined);
    expect(tree.status).toBe(200);
    const system = (
      tree.body.dataSet as { menuName: string; menuNameI18n: object; children: { buttons: unknown[] }[] }[]
    ).find((m) => m.menuName === '系统管理');
    expect(system?.children.some((c) => c.buttons.length > 0)).toBe(true);
    expect(system?.menuNameI18n).toEqual({ zh_TW: '系統管理', en_GB: 'System' });

    const role = await addRole();
    const [usersMenu] = await t.db.select().from(menus).where(eq(menus.name, 'system-users'));
    const [systemMenu] = await t.db.select().from(menus).where(eq(menus.name, 'system'));
    const [viewButton] = await t.db
      .select()
      .from(menuButtons)
      .where(eq(menuButtons.buttonPerms, 'USER_VIEW'));
    const bind = await call('bindPermission', {
      roleId: role.roleId,
      menuIds: [],
      buttonIds: [viewButton!.id],
    });
    expect(bind.status).toBe(200);
    expect(bind.body.dataSet.menuIds).toEqual([systemMenu!.id, usersMenu!.id].sort((x, y) => x - y));
    expect(bind.body.dataSet.buttonIds).toEqual([viewButton!.id]);

    const member = await t.createUser({ loginName: 'r-granted' });
    await call('addUsers', { roleId: role.roleId, userIds: [member.id] });
    const token = await t.login('r-granted', USER_PASSWORD);
    expect((await t.call('POST', '/rest/user/page', { token, body: {} })).status).toBe(200);
    // Replacing the set takes the grant away again.
    await call('bindPermission', { roleId: role.roleId, menuIds: [usersMenu!.id], buttonIds: [] });
    expect((await t.call('POST', '/rest/user/page', { token, body: {} })).status).toBe(403);
    const got = await call('getPermission', { roleId: role.roleId });
    expect(got.body.dataSet).toEqual({
      roleId: role.roleId,
      menuIds: [systemMenu!.id, usersMenu!.id].sort((x, y) => x - y),
      buttonIds: [],
    });
  });

  it('refuses SYS_ADMIN, unknown ids, bad input and users without ROLE_MENU', async () => {
    const adminBind = await call('bindPermission', {
      roleId: await adminRoleId(),
      menuIds: [],
      buttonIds: [],
    });
    expect(adminBind.status).toBe(422);
    const role = await addRole();
    const unknown = await call('bindPermission', { roleId: role.roleId, menuIds: [999_999], buttonIds: [] });
    expect(unknown.body.dataSet.fieldErrors).toEqual({ menuIds: '所选菜单不存在' });
    expect((await call('bindPermission', { roleId: role.roleId, menuIds: 'all' })).status).toBe(400);
    expect((await call('getPermission', {})).status).toBe(400);
    for (const url of ['permissionTree', 'getPermission', 'bindPermission']) {
      expect((await call(url, { roleId: role.roleId, menuIds: [], buttonIds: [] }, viewer)).status).toBe(403);
    }
  });
});

describe('data scope of a role', () => {
  it('sets the scope; the custom organisations exist only for scope 5', async () => {
    const role = await addRole();
    const custom = await call('bindDataScope', { roleId: role.roleId, dataScope: 5, organIds: [orgIds[1]] });
    expect(custom.body.dataSet).toEqual({ roleId: role.roleId, dataScope: 5, organIds: [orgIds[1]] });
    const below = await call('bindDataScope', { roleId: role.roleId, dataScope: 2, organIds: orgIds });
    expect(below.body.dataSet).toEqual({ roleId: role.roleId, dataScope: 2, organIds: [] });
    expect((await call('bindDataScope', { roleId: role.roleId, dataScope: 9 })).status).toBe(400);
    expect(
      (await call('bindDataScope', { roleId: role.roleId, dataScope: 5, organIds: [999_999] })).status,
    ).toBe(400);
    expect((await call('bindDataScope', { roleId: role.roleId, dataScope: 1 }, viewer)).status).toBe(403);
    expect((await call('dataScope', { roleId: role.roleId }, noRoles)).status).toBe(403);
  });
});

describe('POST /rest/role/checkRoleCode', () => {
  it('free, taken, own value, bad format, no permission', async () => {
    expect((await call('checkRoleCode', { roleCode: 'FREE_CODE' })).status).toBe(200);
    expect((await call('checkRoleCode', { roleCode: 'READ_ONLY' })).status).toBe(409);
    const own = (await t.db.select().from(roles).where(eq(roles.roleCode, 'READ_ONLY')))[0]!;
    expect((await call('checkRoleCode', { roleCode: 'READ_ONLY', roleId: own.id })).status).toBe(200);
    expect((await call('checkRoleCode', { roleCode: '1abc' })).status).toBe(400);
    expect((await call('checkRoleCode', { roleCode: 'FREE_CODE' }, noRoles)).status).toBe(403);
  });
});

describe('POST /rest/role/unboundUsers', () => {
  it('lists the live users not holding the role, in the caller’s scope', async () => {
    const role = await addRole();
    const holder = await t.createUser({ loginName: 'r-unbound-holder' });
    await t.createUser({ loginName: 'r-unbound-free' });
    expect((await call('addUsers', { roleId: role.roleId, userIds: [holder.id] })).status).toBe(200);
    const res = await call('unboundUsers', { roleId: role.roleId, loginName: 'r-unbound', pageSize: 50 });
    expect(res.status).toBe(200);
    expect(res.body.dataSet.result.map((u: { loginName: string }) => u.loginName)).toEqual([
      'r-unbound-free',
    ]);
  });

  it('403 without ROLE_USER, 400 for bad input', async () => {
    const role = await addRole();
    expect((await call('unboundUsers', { roleId: role.roleId }, viewer)).status).toBe(403);
    expect((await call('unboundUsers', { roleId: 'x' })).status).toBe(400);
    expect((await call('unboundUsers', { roleId: 999999 })).status).toBe(404);
  });
});

describe('POST /rest/role/dataRules, /bindDataRules', () => {
  it('binds a subset of one menu’s rules to the role, leaving other menus’ bindings alone', async () => {
    const role = await addRole();
    const [menu] = await t.db.select().from(menus).where(eq(menus.name, 'monitor-access-log'));
    const [other] = await t.db.select().from(menus).where(eq(menus.name, 'system-users'));
    const added = await t.db
      .insert(menuDataRules)
      .values([
        { menuId: menu!.id, ruleName: '本人', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: 'a' },
        { menuId: menu!.id, ruleName: '快速', ruleColumn: 'costTime', ruleConditions: '<', ruleValue: '9' },
        { menuId: other!.id, ruleName: '他菜单', ruleColumn: 'x', ruleConditions: '=', ruleValue: '1' },
      ])
      .returning();
    const [a, b, foreign] = added.map((r) => r.id) as [number, number, number];
    expect(
      (await call('bindDataRules', { roleId: role.roleId, menuId: other!.id, ruleIds: [foreign] })).status,
    ).toBe(200);
    const read = await call('dataRules', { roleId: role.roleId, menuId: menu!.id });
    expect(read.status).toBe(200);
    expect(read.body.dataSet).toMatchObject({ menuId: menu!.id, ruleIds: [] });
    expect(read.body.dataSet.rules.map((r: { ruleId: number }) => r.ruleId)).toEqual([a, b]);
    const bound = await call('bindDataRules', { roleId: role.roleId, menuId: menu!.id, ruleIds: [b] });
    expect(bound.status).toBe(200);
    expect(bound.body.dataSet.ruleIds).toEqual([b]);
    const otherMenu = await call('dataRules', { roleId: role.roleId, menuId: other!.id });
    expect(otherMenu.body.dataSet.ruleIds).toEqual([foreign]);

    const wrong = await call('bindDataRules', { roleId: role.roleId, menuId: menu!.id, ruleIds: [foreign] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.dataSet.fieldErrors.ruleIds).toBe('所选数据规则不属于该菜单');
    expect((await call('dataRules', { roleId: role.roleId, menuId: menu!.id })).body.dataSet.ruleIds).toEqual(
      [b],
    );
  });

  it('403 without ROLE_MENU, 400 for bad input', async () => {
    const role = await addRole();
    expect((await call('dataRules', { roleId: role.roleId, menuId: 1 }, viewer)).status).toBe(403);
    expect(
      (await call('bindDataRules', { roleId: role.roleId, menuId: 1, ruleIds: [] }, viewer)).status,
    ).toBe(403);
    expect((await call('dataRules', { roleId: role.roleId })).status).toBe(400);
    expect((await call('bindDataRules', { roleId: role.roleId, menuId: 1, ruleIds: 'all' })).status).toBe(
      400,
    );
    expect((await call('bindDataRules', { roleId: role.roleId, menuId: 999999, ruleIds: [] })).status).toBe(
      400,
    );
  });
});

describe('POST /rest/role/dataScope, bad input', () => {
  it('400 for a missing or malformed role id', async () => {
    expect((await call('dataScope', {})).status).toBe(400);
    expect((await call('dataScope', { roleId: 'x' })).status).toBe(400);
  });
});

describe('translated role names', () => {
  it("stores the zh_TW and en_GB names, shows them in the views and the user's roles, and keeps them on edit", async () => {
    const role = await addRole({ roleNameI18n: { zh_TW: '稽核員', en_GB: ' Auditor ' } });
    expect(role).toMatchObject({ roleNameI18n: { zh_TW: '稽核員', en_GB: 'Auditor' } });
    const detail = await call('detail', { roleId: role.roleId });
    expect(detail.body.dataSet.roleNameI18n).toEqual({ zh_TW: '稽核員', en_GB: 'Auditor' });
    const all = (await call('all', undefined)).body.dataSet as { roleId: number; roleNameI18n: object }[];
    expect(all.find((r) => r.roleId === role.roleId)?.roleNameI18n).toEqual({
      zh_TW: '稽核員',
      en_GB: 'Auditor',
    });
    const seeded = (await call('page', { roleCode: 'READ_ONLY' })).body.dataSet.result[0];
    expect(seeded.roleNameI18n).toEqual({ zh_TW: '唯讀使用者', en_GB: 'Read-only user' });

    // The user's roles carry the names too.
    const holder = await t.createUser({ loginName: 'r-i18n-holder' });
    await t.call('POST', '/rest/user/bindRoles', {
      token: admin,
      body: { userId: holder.id, roleIds: [role.roleId] },
    });
    const held = await t.call('POST', '/rest/user/roles', { token: admin, body: { userId: holder.id } });
    expect(held.body.dataSet).toEqual([
      expect.objectContaining({ roleId: role.roleId, roleNameI18n: { zh_TW: '稽核員', en_GB: 'Auditor' } }),
    ]);

    // An edit without translations keeps them; with them, replaces them.
    await call('update', { roleEntity: { roleId: role.roleId, roleName: '审计员' } });
    expect((await call('detail', { roleId: role.roleId })).body.dataSet).toMatchObject({
      roleName: '审计员',
      roleNameI18n: { zh_TW: '稽核員', en_GB: 'Auditor' },
    });
    const edited = await call('update', { roleEntity: { roleId: role.roleId, roleNameI18n: { en_GB: '' } } });
    expect(edited.status).toBe(200);
    expect(edited.body.dataSet.roleNameI18n).toEqual({});
  });

  it('refuses a name too long, with NUL or in an unknown language, changing nothing', async () => {
    const role = await addRole({ roleNameI18n: { en_GB: 'Kept' } });
    const update = (roleNameI18n: unknown) =>
      call('update', { roleEntity: { roleId: role.roleId, roleNameI18n } });
    const long = await update({ zh_TW: '長'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.dataSet.fieldErrors['roleEntity.roleNameI18n.zh_TW']).toBe('角色名称不能超过50个字符');
    expect((await update({ en_GB: 'a\u0000b' })).status).toBe(400);
    const unknown = await update({ de_DE: 'Prüfer' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.dataSet.fieldErrors)).toEqual(['roleEntity.roleNameI18n']);
    expect((await update(['Auditor'])).status).toBe(400);
    expect((await call('detail', { roleId: role.roleId })).body.dataSet.roleNameI18n).toEqual({
      en_GB: 'Kept',
    });
    const added = await call('add', {
      roleEntity: { roleCode: 'LONG_I18N', roleName: '长', roleNameI18n: { en_GB: 'x'.repeat(51) } },
    });
    expect(added.status).toBe(400);
    expect((await call('page', { roleCode: 'LONG_I18N' })).body.dataSet.result).toEqual([]);
  });
});
