import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_SCOPE,
  menuButtons,
  menuDataRules,
  menus,
  roleButtons,
  roleMenus,
  roles,
} from '../../db/schema';
import { addOrganisation, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

let t: TestApp;
let admin: string;
let viewer: string;
let organId: number;
let otherOrganId: number;
let roleId: number;
/** Menus and buttons of the seed by route name / permission code. */
let menuOf: (name: string) => Promise<number>;
let buttonOf: (perms: string) => Promise<number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  // READ_ONLY sees organisations but holds no DEPART_MENU.
  await t.createUser({ loginName: 'g-viewer', roleCodes: ['READ_ONLY'] });
  viewer = await t.login('g-viewer', USER_PASSWORD);
  const root = await rootOrganisation(t.db);
  organId = (await addOrganisation(t.db, 'G-UNIT', root)).id;
  otherOrganId = (await addOrganisation(t.db, 'G-OTHER', root)).id;
  const [role] = await t.db
    .insert(roles)
    .values({ roleCode: 'G_ROLE', roleName: '机构角色', dataScope: DATA_SCOPE.self, organId })
    .returning();
  roleId = role!.id;
  menuOf = async (name) => (await t.db.select().from(menus).where(eq(menus.name, name)))[0]!.id;
  buttonOf = async (perms) =>
    (await t.db.select().from(menuButtons).where(eq(menuButtons.buttonPerms, perms)))[0]!.id;
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

describe('POST /rest/organ/menus, /bindMenus', () => {
  it('reads no grant (no limit) and the whole tree for a new organisation', async () => {
    const res = await call('/rest/organ/menus', { organId });
    expect(res.status).toBe(200);
    expect(res.body.dataSet).toMatchObject({ organId, menuIds: [], buttonIds: [] });
    expect(res.body.dataSet.tree.length).toBeGreaterThan(0);
  });

  it('leaves roles of an organisation without grant unlimited', async () => {
    const res = await call('/rest/role/bindPermission', {
      roleId,
      menuIds: [],
      buttonIds: [await buttonOf('USER_VIEW'), await buttonOf('POST_VIEW')],
    });
    expect(res.status).toBe(200);
  });

  it('saves the grant with menus of its buttons and their ancestors, and trims the roles of the organisation', async () => {
    const userView = await buttonOf('USER_VIEW');
    const res = await call('/rest/organ/bindMenus', { organId, menuIds: [], buttonIds: [userView] });
    expect(res.status).toBe(200);
    const usersMenu = await menuOf('system-users');
    const system = await menuOf('system');
    expect(res.body.dataSet).toEqual({
      organId,
      menuIds: [system, usersMenu].sort((a, b) => a - b),
      buttonIds: [userView],
    });
    const read = await call('/rest/organ/menus', { organId });
    expect(read.body.dataSet).toMatchObject({ menuIds: res.body.dataSet.menuIds, buttonIds: [userView] });
    // The role had POST_VIEW too: outside the grant now, so gone.
    const held = await t.db.select().from(roleButtons).where(eq(roleButtons.roleId, roleId));
    expect(held.map((b) => b.buttonId)).toEqual([userView]);
    const heldMenus = await t.db.select().from(roleMenus).where(eq(roleMenus.roleId, roleId));
    expect(heldMenus.map((m) => m.menuId).sort((a, b) => a - b)).toEqual(res.body.dataSet.menuIds);
  });

  it('refuses a role of the organisation what the organisation may not use, naming it', async () => {
    const res = await call('/rest/role/bindPermission', {
      roleId,
      menuIds: [],
      buttonIds: [await buttonOf('USER_VIEW'), await buttonOf('POST_VIEW')],
    });
    expect(res.status).toBe(422);
    expect(res.body.rtnMessage).toContain('所属机构未被授权使用');
    const held = await t.db.select().from(roleButtons).where(eq(roleButtons.roleId, roleId));
    expect(held).toHaveLength(1);
    const within = await call('/rest/role/bindPermission', {
      roleId,
      menuIds: [],
      buttonIds: [await buttonOf('USER_VIEW')],
    });
    expect(within.status).toBe(200);
  });

  it('does not limit roles of other organisations, and an empty grant lifts the limit', async () => {
    await t.db.update(roles).set({ organId: otherOrganId }).where(eq(roles.id, roleId));
    const postView = await buttonOf('POST_VIEW');
    expect(
      (await call('/rest/role/bindPermission', { roleId, menuIds: [], buttonIds: [postView] })).status,
    ).toBe(200);
    await t.db.update(roles).set({ organId }).where(eq(roles.id, roleId));
    expect((await call('/rest/organ/bindMenus', { organId, menuIds: [], buttonIds: [] })).status).toBe(200);
    expect(
      (await call('/rest/role/bindPermission', { roleId, menuIds: [], buttonIds: [postView] })).status,
    ).toBe(200);
  });

  it('403 without DEPART_MENU', async () => {
    expect((await call('/rest/organ/menus', { organId }, viewer)).status).toBe(403);
    expect(
      (await call('/rest/organ/bindMenus', { organId, menuIds: [], buttonIds: [] }, viewer)).status,
    ).toBe(403);
  });

  it('400 for bad input, and nothing changes', async () => {
    expect((await call('/rest/organ/menus', { organId: 'x' })).status).toBe(400);
    const bad = await call('/rest/organ/bindMenus', { organId, menuIds: [999999], buttonIds: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors).toHaveProperty('menuIds');
    expect((await call('/rest/organ/bindMenus', { organId, menuIds: 'all' })).status).toBe(400);
    expect((await call('/rest/organ/menus', { organId })).body.dataSet.menuIds).toEqual([]);
  });

  it('404 for an organisation that does not exist', async () => {
    expect((await call('/rest/organ/menus', { organId: 999999 })).status).toBe(404);
  });
});

describe('POST /rest/organ/dataRules, /bindDataRules', () => {
  let menuId: number;
  let ruleA: number;
  let ruleB: number;
  let foreignRule: number;

  beforeAll(async () => {
    menuId = await menuOf('monitor-access-log');
    const rows = await t.db
      .insert(menuDataRules)
      .values([
        {
          menuId,
          ruleName: 'A',
          ruleColumn: 'createBy',
          ruleConditions: '=',
          ruleValue: '#{sys_login_name}',
        },
        { menuId, ruleName: 'B', ruleColumn: 'costTime', ruleConditions: '<', ruleValue: '100' },
        {
          menuId: await menuOf('system-users'),
          ruleName: 'F',
          ruleColumn: 'x',
          ruleConditions: '=',
          ruleValue: '1',
        },
      ])
      .returning();
    [ruleA, ruleB, foreignRule] = rows.map((r) => r.id) as [number, number, number];
  });

  it('lists the menu’s rules with none bound, binds a subset, and replaces it', async () => {
    const read = await call('/rest/organ/dataRules', { organId, menuId });
    expect(read.status).toBe(200);
    expect(read.body.dataSet.ruleIds).toEqual([]);
    expect(read.body.dataSet.rules.map((r: { ruleId: number }) => r.ruleId)).toEqual([ruleA, ruleB]);

    const bound = await call('/rest/organ/bindDataRules', { organId, menuId, ruleIds: [ruleB] });
    expect(bound.status).toBe(200);
    expect(bound.body.dataSet.ruleIds).toEqual([ruleB]);
    const again = await call('/rest/organ/bindDataRules', { organId, menuId, ruleIds: [ruleA, ruleB] });
    expect(again.body.dataSet.ruleIds).toEqual([ruleA, ruleB]);
    expect((await call('/rest/organ/dataRules', { organId, menuId })).body.dataSet.ruleIds).toEqual([
      ruleA,
      ruleB,
    ]);
  });

  it('400 for a rule of another menu or bad ids, and nothing changes', async () => {
    const res = await call('/rest/organ/bindDataRules', { organId, menuId, ruleIds: [foreignRule] });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.ruleIds).toBe('所选数据规则不属于该菜单');
    expect((await call('/rest/organ/bindDataRules', { organId, menuId: 0, ruleIds: [] })).status).toBe(400);
    expect((await call('/rest/organ/dataRules', { organId })).status).toBe(400);
    expect((await call('/rest/organ/dataRules', { organId, menuId })).body.dataSet.ruleIds).toEqual([
      ruleA,
      ruleB,
    ]);
  });

  it('403 without DEPART_MENU', async () => {
    expect((await call('/rest/organ/dataRules', { organId, menuId }, viewer)).status).toBe(403);
    expect((await call('/rest/organ/bindDataRules', { organId, menuId, ruleIds: [] }, viewer)).status).toBe(
      403,
    );
  });
});
