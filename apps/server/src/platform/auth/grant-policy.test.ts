import { PERM } from '@awards/shared/permissions';
import { GRANT_MESSAGES } from '@awards/shared/roles';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_SCOPE,
  menuButtons,
  menuDataRules,
  menus,
  organButtons,
  organDataRules,
  roleDataScopeOrgs,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, type Called, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';
import { permissionCodesOf } from './permissions';

/**
 * The grant rule (docs/security.md "Granting roles") through every door a role
 * reaches a user by, and the doors that change a role's rights or act on a user:
 * a caller holding a subset of the codes (and a narrower data scope) never hands
 * out, or acts on, more than that; the super administrator may do anything.
 */

let t: TestApp;
let admin: string;
let actor: string;
let actorId: number;
let orgs: { dept: number; team: number; unit: number; other: number };
let roleIds: {
  sysAdmin: number;
  actor: number;
  within: number;
  superset: number;
  wide: number;
  customOut: number;
  customIn: number;
};

/** What the grant actor holds: every door's code, and "own organisation and below" (at G-DEPT). */
const ACTOR_CODES = [
  PERM.USER_VIEW,
  PERM.USER_ADD,
  PERM.USER_EDIT,
  PERM.USER_FREEZE,
  PERM.USER_PASSWORD,
  PERM.USER_DEL,
  PERM.USER_RECYCLE,
  PERM.ROLE_VIEW,
  PERM.ROLE_USER,
  PERM.DEPART_VIEW,
  PERM.DEPART_EDIT,
  PERM.DEPART_USER,
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  const root = await rootOrganisation(t.db);
  const dept = await addOrganisation(t.db, 'G-DEPT', root);
  const team = await addOrganisation(t.db, 'G-TEAM', dept);
  const unit = await addOrganisation(t.db, 'G-UNIT', dept, { organType: 'unit' });
  const other = await addOrganisation(t.db, 'G-OTHER', root);
  orgs = { dept: dept.id, team: team.id, unit: unit.id, other: other.id };

  const [sysAdmin] = await t.db.select().from(roles).where(eq(roles.roleCode, 'SYS_ADMIN'));
  const customOut = await addRoleWithCodes(t.db, 'G_CUSTOM_OUT', DATA_SCOPE.custom, [PERM.USER_VIEW]);
  const customIn = await addRoleWithCodes(t.db, 'G_CUSTOM_IN', DATA_SCOPE.custom, [PERM.USER_VIEW]);
  await t.db.insert(roleDataScopeOrgs).values([
    { roleId: customOut, organId: other.id },
    { roleId: customIn, organId: team.id },
  ]);
  roleIds = {
    sysAdmin: sysAdmin!.id,
    actor: await addRoleWithCodes(t.db, 'G_ACTOR', DATA_SCOPE.orgAndBelow, ACTOR_CODES),
    within: await addRoleWithCodes(t.db, 'G_WITHIN', DATA_SCOPE.orgAndBelow, [
      PERM.USER_VIEW,
      PERM.USER_EDIT,
    ]),
    superset: await addRoleWithCodes(t.db, 'G_SUPERSET', DATA_SCOPE.ownOrg, [...ACTOR_CODES, PERM.ROLE_DEL]),
    wide: await addRoleWithCodes(t.db, 'G_WIDE', DATA_SCOPE.all, [PERM.USER_VIEW]),
    customOut,
    customIn,
  };
  const me = await t.createUser({ loginName: 'g-actor', orgId: dept.id });
  await grantRole(t.db, me.id, roleIds.actor);
  actorId = me.id;
  actor = await t.login('g-actor', USER_PASSWORD);
});
afterAll(() => t.close());

const snapshot = () =>
  t.db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .orderBy(asc(userRoles.userId), asc(userRoles.roleId));

const rolesHeld = async (userId: number) =>
  (await t.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map(
    (r) => r.id,
  );

let serial = 0;
const fresh = (prefix: string) => {
  serial += 1;
  return `${prefix}${serial}`;
};
const newUserBody = (loginName: string) => ({
  loginName,
  realname: loginName,
  password: USER_PASSWORD,
  phone: `1370000${String(serial).padStart(4, '0')}`,
});

/** One way a role reaches a user: grants `roleId` to a new or existing user; answers the response and that user's id. */
interface Door {
  name: string;
  /** The door creates the user (a refusal must leave no user behind). */
  creates?: boolean;
  grant(token: string, roleId: number): Promise<{ res: Called; userId: number | null; loginName: string }>;
}

const staffIn = async (orgId: number, userType = 'staff') => {
  const loginName = fresh('g-target');
  const user = await t.createUser({ loginName, orgId, userType });
  return { userId: user.id, loginName };
};

const DOORS: Door[] = [
  {
    name: 'POST /rest/user/add with roleIds',
    creates: true,
    async grant(token, roleId) {
      const loginName = fresh('g-new');
      const res = await t.call('POST', '/rest/user/add', {
        token,
        body: { ...newUserBody(loginName), orgId: orgs.team, roleIds: [roleId] },
      });
      return { res, userId: res.body.dataSet?.userId ?? null, loginName };
    },
  },
  {
    name: 'POST /rest/user/update with roleIds',
    async grant(token, roleId) {
      const target = await staffIn(orgs.team);
      const res = await t.call('POST', '/rest/user/update', {
        token,
        body: { userId: target.userId, realname: '改了', roleIds: [roleId] },
      });
      return { res, ...target };
    },
  },
  {
    name: 'POST /rest/user/bindRoles',
    async grant(token, roleId) {
      const target = await staffIn(orgs.team);
      const res = await t.call('POST', '/rest/user/bindRoles', {
        token,
        body: { userId: target.userId, roleIds: [roleId] },
      });
      return { res, ...target };
    },
  },
  {
    name: 'POST /rest/role/addUsers',
    async grant(token, roleId) {
      const target = await staffIn(orgs.team);
      const res = await t.call('POST', '/rest/role/addUsers', {
        token,
        body: { roleId, userIds: [target.userId] },
      });
      return { res, ...target };
    },
  },
  {
    name: 'POST /rest/organ/addDeclareUser with roleIds',
    creates: true,
    async grant(token, roleId) {
      const loginName = fresh('g-decl');
      const res = await t.call('POST', '/rest/organ/addDeclareUser', {
        token,
        body: { ...newUserBody(loginName), organId: orgs.unit, roleIds: [roleId] },
      });
      return { res, userId: res.body.dataSet?.userId ?? null, loginName };
    },
  },
  {
    name: 'POST /rest/organ/updateDeclareUser with roleIds',
    async grant(token, roleId) {
      const target = await staffIn(orgs.unit, 'declarer');
      const res = await t.call('POST', '/rest/organ/updateDeclareUser', {
        token,
        body: { organId: orgs.unit, userId: target.userId, roleIds: [roleId] },
      });
      return { res, ...target };
    },
  },
];

type Refusal = [label: string, role: () => number, message: string];
const REFUSALS: Refusal[] = [
  [
    'the system administrator role',
    () => roleIds.sysAdmin,
    zh(GRANT_MESSAGES.roleCodes({ role: '系统管理员' })),
  ],
  [
    'a role with one code more than the actor',
    () => roleIds.superset,
    zh(GRANT_MESSAGES.roleCodes({ role: 'G_SUPERSET' })),
  ],
  ['a role seeing all data', () => roleIds.wide, zh(GRANT_MESSAGES.roleScope({ role: 'G_WIDE' }))],
  [
    'a role seeing an organisation outside the actor’s',
    () => roleIds.customOut,
    zh(GRANT_MESSAGES.roleScope({ role: 'G_CUSTOM_OUT' })),
  ],
];

describe.each(DOORS)('granting through $name', (door) => {
  it.each(REFUSALS)('refuses %s with 403, and nothing changes', async (_label, role, message) => {
    const before = await snapshot();
    const { res, loginName } = await door.grant(actor, role());
    expect(res.status).toBe(403);
    expect(res.body.rtnMessage).toBe(message);
    expect(await snapshot()).toEqual(before);
    if (door.creates) {
      expect(await t.db.select().from(users).where(eq(users.loginName, loginName))).toHaveLength(0);
    }
  });

  it('grants a role within the actor’s codes and scope', async () => {
    for (const role of [roleIds.within, roleIds.customIn]) {
      const { res, userId } = await door.grant(actor, role);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await rolesHeld(userId!)).toEqual([role]);
    }
  });

  it('lets the super administrator grant anything, the system administrator role included', async () => {
    const { res, userId } = await door.grant(admin, roleIds.sysAdmin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rolesHeld(userId!)).toEqual([roleIds.sysAdmin]);
  });
});

describe.each([
  ['/rest/role/all (the pickers)', '/rest/role/all', (body: unknown) => body],
  [
    '/rest/role/page (the roles page)',
    '/rest/role/page',
    (body: unknown) => (body as { result: unknown }).result,
  ],
])('POST %s flags what the caller may grant', (_label, url, rowsOf) => {
  it('marks the roles beyond the actor as not grantable, and every role grantable for the super administrator', async () => {
    const flags = async (token: string) => {
      const res = await t.call('POST', url, { token, body: { pageSize: 100 } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return new Map(
        (rowsOf(res.body.dataSet) as { roleId: number; grantable: boolean }[]).map((r) => [
          r.roleId,
          r.grantable,
        ]),
      );
    };
    const mine = await flags(actor);
    expect(
      [roleIds.sysAdmin, roleIds.superset, roleIds.wide, roleIds.customOut].map((id) => mine.get(id)),
    ).toEqual([false, false, false, false]);
    expect([roleIds.actor, roleIds.within, roleIds.customIn].map((id) => mine.get(id))).toEqual([
      true,
      true,
      true,
    ]);
    expect([...(await flags(admin)).values()].every(Boolean)).toBe(true);
  });
});

describe('organisation administrators and imports', () => {
  it('making a user an organisation administrator gives no role and no code', async () => {
    const target = await staffIn(orgs.team);
    const before = await snapshot();
    const res = await t.call('POST', '/rest/organ/addAdmins', {
      token: actor,
      body: { organId: orgs.team, userIds: [target.userId] },
    });
    expect(res.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(await permissionCodesOf(t.db, target.userId)).toEqual([]);
  });
});

/** Users who hold more than the actor, each in the actor's data scope (so visible to them). */
async function superiors() {
  const boss = await t.createUser({ loginName: fresh('g-boss'), orgId: orgs.dept, roleCodes: ['SYS_ADMIN'] });
  const rich = await t.createUser({ loginName: fresh('g-rich'), orgId: orgs.team });
  await grantRole(t.db, rich.id, roleIds.superset);
  const seer = await t.createUser({ loginName: fresh('g-seer'), orgId: orgs.team });
  await grantRole(t.db, seer.id, roleIds.wide);
  return [
    { user: boss, why: zh(GRANT_MESSAGES.userCodes({ user: `${boss.realname}（${boss.loginName}）` })) },
    { user: rich, why: zh(GRANT_MESSAGES.userCodes({ user: `${rich.realname}（${rich.loginName}）` })) },
    { user: seer, why: zh(GRANT_MESSAGES.userScope({ user: `${seer.realname}（${seer.loginName}）` })) },
  ];
}

type Act = [label: string, act: (userId: number) => Promise<Called>, recycled?: boolean];
const ACTS: Act[] = [
  [
    'edit',
    (userId) => t.call('POST', '/rest/user/update', { token: actor, body: { userId, realname: '被改' } }),
  ],
  [
    'freeze',
    (userIds) =>
      t.call('POST', '/rest/user/frozenUpdate', { token: actor, body: { userIds: [userIds], status: 2 } }),
  ],
  [
    'unfreeze',
    (userIds) =>
      t.call('POST', '/rest/user/frozenUpdate', { token: actor, body: { userIds: [userIds], status: 1 } }),
  ],
  [
    'reset the password of',
    (userId) =>
      t.call('POST', '/rest/user/resetPassword', { token: actor, body: { userId, password: 'Other#2026a' } }),
  ],
  ['delete', (userId) => t.call('POST', '/rest/user/delete', { token: actor, body: { userIds: [userId] } })],
  [
    'strip the roles of',
    (userId) => t.call('POST', '/rest/user/bindRoles', { token: actor, body: { userId, roleIds: [] } }),
  ],
  [
    'move to another organisation',
    (userId) =>
      t.call('POST', '/rest/organ/bindUsers', {
        token: actor,
        body: { organId: orgs.team, userIds: [userId] },
      }),
  ],
  [
    'restore from the recycle bin',
    (userId) => t.call('POST', '/rest/user/recycleRestore', { token: actor, body: { userIds: [userId] } }),
    true,
  ],
  [
    'delete for good from the recycle bin',
    (userId) => t.call('POST', '/rest/user/recycleDelete', { token: actor, body: { userIds: [userId] } }),
    true,
  ],
];

describe('acting on a user who holds more than the actor', () => {
  it.each(ACTS)(
    'refuses to %s them with 403 naming them, and nothing changes',
    async (_label, act, recycled) => {
      for (const { user, why } of await superiors()) {
        if (recycled)
          await t.db.update(users).set({ delFlag: 1, deletedAt: new Date() }).where(eq(users.id, user.id));
        const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
        const rolesBefore = await snapshot();
        const res = await act(user.id);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.rtnMessage).toBe(why);
        expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([before]);
        expect(await snapshot()).toEqual(rolesBefore);
      }
    },
  );

  it('refuses taking a role from a user who holds more, through the role’s members', async () => {
    for (const { user, why } of await superiors()) {
      const [held] = await rolesHeld(user.id);
      const before = await snapshot();
      const res = await t.call('POST', '/rest/role/deleteUsers', {
        token: actor,
        body: { roleId: held, userIds: [user.id] },
      });
      expect(res.status).toBe(403);
      expect(res.body.rtnMessage).toBe(why);
      expect(await snapshot()).toEqual(before);
    }
  });

  it.each(ACTS)('lets the actor %s a user holding less', async (_label, act, recycled) => {
    const peer = await staffIn(orgs.team);
    await grantRole(t.db, peer.userId, roleIds.within);
    if (recycled)
      await t.db.update(users).set({ delFlag: 1, deletedAt: new Date() }).where(eq(users.id, peer.userId));
    const res = await act(peer.userId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('lets the super administrator act on anyone', async () => {
    for (const { user } of await superiors()) {
      const res = await t.call('POST', '/rest/user/resetPassword', {
        token: admin,
        body: { userId: user.id, password: 'Other#2026a' },
      });
      expect(res.status).toBe(200);
    }
  });

  it('still refuses freezing or deleting oneself', async () => {
    const freeze = await t.call('POST', '/rest/user/frozenUpdate', {
      token: actor,
      body: { userIds: [actorId], status: 2 },
    });
    expect(freeze.status).toBe(422);
    const remove = await t.call('POST', '/rest/user/delete', { token: actor, body: { userIds: [actorId] } });
    expect(remove.status).toBe(422);
  });
});

describe('changing the rights of a role', () => {
  /** A role editor: every ROLE_* code and USER_VIEW, "own organisation and below" at G-DEPT. */
  let editor: string;
  let editorRole: number;
  let target: number;
  const EDITOR_CODES = [
    PERM.USER_VIEW,
    PERM.ROLE_VIEW,
    PERM.ROLE_ADD,
    PERM.ROLE_EDIT,
    PERM.ROLE_DEL,
    PERM.ROLE_MENU,
    PERM.ROLE_USER,
  ];

  const buttonsOf = async (codes: string[]) => {
    const rows = await t.db
      .select({ id: menuButtons.id, menuId: menuButtons.menuId })
      .from(menuButtons)
      .where(inArray(menuButtons.buttonPerms, codes));
    return { buttonIds: rows.map((r) => r.id), menuIds: [...new Set(rows.map((r) => r.menuId))] };
  };
  const call = (url: string, body: unknown, token = editor) =>
    t.call('POST', `/rest/role/${url}`, { token, body });

  beforeAll(async () => {
    editorRole = await addRoleWithCodes(t.db, 'G_EDITOR', DATA_SCOPE.orgAndBelow, EDITOR_CODES);
    const user = await t.createUser({ loginName: 'g-editor', orgId: orgs.dept });
    await grantRole(t.db, user.id, editorRole);
    editor = await t.login('g-editor', USER_PASSWORD);
    target = await addRoleWithCodes(t.db, 'G_TARGET', DATA_SCOPE.ownOrg, [PERM.USER_VIEW]);
  });

  it('refuses adding a code the editor does not hold; grants codes they hold', async () => {
    const refused = await call('bindPermission', {
      roleId: target,
      ...(await buttonsOf([PERM.USER_VIEW, PERM.USER_DEL])),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.rtnMessage).toMatch(/^无权授予您未持有的权限：/);
    expect((await call('getPermission', { roleId: target })).body.dataSet.buttonIds).toEqual(
      (await buttonsOf([PERM.USER_VIEW])).buttonIds,
    );
    const allowed = await call('bindPermission', {
      roleId: target,
      ...(await buttonsOf([PERM.USER_VIEW, PERM.ROLE_VIEW])),
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it.each([
    ['all data', DATA_SCOPE.all, () => []],
    ['a custom organisation outside the editor’s', DATA_SCOPE.custom, () => [orgs.other]],
  ])(
    'refuses widening the data scope to %s, through bindDataScope, update and add',
    async (_label, dataScope, outside) => {
      const organIds = outside();
      const message = zh(GRANT_MESSAGES.scopeTooWide({ role: 'G_TARGET' }));
      const bind = await call('bindDataScope', { roleId: target, dataScope, organIds });
      expect(bind.status).toBe(403);
      expect(bind.body.rtnMessage).toBe(message);
      const update = await call('update', { roleEntity: { roleId: target, dataScope, organIds } });
      expect(update.status).toBe(403);
      const add = await call('add', {
        roleEntity: { roleCode: fresh('G_NEW_'), roleName: '新角色', dataScope, organIds },
      });
      expect(add.status).toBe(403);
      const [row] = await t.db.select().from(roles).where(eq(roles.id, target));
      expect(row!.dataScope).toBe(DATA_SCOPE.ownOrg);
    },
  );

  it('sets a data scope within the editor’s', async () => {
    for (const [dataScope, organIds] of [
      [DATA_SCOPE.orgAndBelow, []],
      [DATA_SCOPE.custom, [orgs.team]],
      [DATA_SCOPE.ownOrg, []],
    ] as const) {
      const res = await call('bindDataScope', { roleId: target, dataScope, organIds });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('refuses a scope that would let a holder outside the editor’s scope see their organisation', async () => {
    const narrow = await addRoleWithCodes(t.db, 'G_SELF_ONLY', DATA_SCOPE.self, [PERM.USER_VIEW]);
    const holder = await t.createUser({ loginName: fresh('g-far'), orgId: orgs.other });
    await grantRole(t.db, holder.id, narrow);
    const res = await call('bindDataScope', { roleId: narrow, dataScope: DATA_SCOPE.ownOrg, organIds: [] });
    expect(res.status).toBe(403);
    expect(res.body.rtnMessage).toBe(zh(GRANT_MESSAGES.scopeTooWide({ role: 'G_SELF_ONLY' })));
  });

  it('refuses changing the rights of a role the editor holds', async () => {
    const message = zh(GRANT_MESSAGES.ownRole({ role: 'G_EDITOR' }));
    const grants = await call('bindPermission', { roleId: editorRole, ...(await buttonsOf(EDITOR_CODES)) });
    expect(grants.status).toBe(403);
    expect(grants.body.rtnMessage).toBe(message);
    const scope = await call('bindDataScope', {
      roleId: editorRole,
      dataScope: DATA_SCOPE.orgAndBelow,
      organIds: [],
    });
    expect(scope.body.rtnMessage).toBe(message);
    const [menu] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.name, 'system-users'));
    const rules = await call('bindDataRules', { roleId: editorRole, menuId: menu!.id, ruleIds: [] });
    expect(rules.status).toBe(403);
    expect(rules.body.rtnMessage).toBe(message);
    // The form sends the unchanged scope with a new name: that changes no rights.
    const rename = await call('update', {
      roleEntity: {
        roleId: editorRole,
        roleName: 'G_EDITOR',
        remark: '改名',
        dataScope: DATA_SCOPE.orgAndBelow,
      },
    });
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
  });

  it('refuses changing or deleting a role beyond the editor’s rights', async () => {
    const message = zh(GRANT_MESSAGES.manageRole({ role: '系统管理员' }));
    const scope = await call('bindDataScope', {
      roleId: roleIds.sysAdmin,
      dataScope: DATA_SCOPE.self,
      organIds: [],
    });
    expect(scope.status).toBe(403);
    expect(scope.body.rtnMessage).toBe(message);
    const rename = await call('update', { roleEntity: { roleId: roleIds.sysAdmin, roleName: '访客' } });
    expect(rename.status).toBe(403);
    const lonely = await addRoleWithCodes(t.db, 'G_LONELY_RICH', DATA_SCOPE.self, [PERM.USER_DEL]);
    const remove = await call('delete', { roleId: lonely });
    expect(remove.status).toBe(403);
    expect(remove.body.rtnMessage).toBe(zh(GRANT_MESSAGES.manageRole({ role: 'G_LONELY_RICH' })));
  });

  it('lets the super administrator change any role', async () => {
    const res = await call(
      'bindDataScope',
      { roleId: target, dataScope: DATA_SCOPE.all, organIds: [] },
      admin,
    );
    expect(res.status).toBe(200);
  });
});

describe('changing what an organisation grants (its data rules, its menus and buttons)', () => {
  /** DEPART_MENU with a few codes, "own organisation and below", placed in G-DEPT. */
  let keeper: string;
  let menuId: number;
  let ruleIds: [number, number];
  const KEEPER_CODES = [PERM.DEPART_VIEW, PERM.DEPART_MENU, PERM.USER_VIEW];
  const call = (url: string, body: unknown, token = keeper) =>
    t.call('POST', `/rest/organ/${url}`, { token, body });
  const buttonIdsOf = async (codes: string[]) =>
    (
      await t.db
        .select({ id: menuButtons.id })
        .from(menuButtons)
        .where(inArray(menuButtons.buttonPerms, codes))
        .orderBy(menuButtons.id)
    ).map((b) => b.id);
  const boundRules = async (organId: number) =>
    (
      await t.db
        .select({ id: organDataRules.ruleId })
        .from(organDataRules)
        .where(eq(organDataRules.organId, organId))
        .orderBy(organDataRules.ruleId)
    ).map((r) => r.id);
  const grantedButtons = async (organId: number) =>
    (
      await t.db
        .select({ id: organButtons.buttonId })
        .from(organButtons)
        .where(eq(organButtons.organId, organId))
        .orderBy(organButtons.buttonId)
    ).map((r) => r.id);
  const organName = (code: string) => `${code}机构`;

  beforeAll(async () => {
    const role = await addRoleWithCodes(t.db, 'G_KEEPER', DATA_SCOPE.orgAndBelow, KEEPER_CODES);
    const user = await t.createUser({ loginName: 'g-keeper', orgId: orgs.dept });
    await grantRole(t.db, user.id, role);
    keeper = await t.login('g-keeper', USER_PASSWORD);
    const [menu] = await t.db.select().from(menus).where(eq(menus.name, 'monitor-access-log'));
    menuId = menu!.id;
    const rules = await t.db
      .insert(menuDataRules)
      .values([
        {
          menuId,
          ruleName: '本人',
          ruleColumn: 'createBy',
          ruleConditions: '=',
          ruleValue: '#{sys_login_name}',
        },
        { menuId, ruleName: '快速', ruleColumn: 'costTime', ruleConditions: '<', ruleValue: '100' },
      ])
      .returning();
    ruleIds = rules.map((r) => r.id) as [number, number];
    // The super administrator binds both rules to the keeper's organisation and to G-TEAM.
    for (const organId of [orgs.dept, orgs.team]) {
      const res = await call('bindDataRules', { organId, menuId, ruleIds }, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('refuses loosening (or changing) the data rules of the caller’s own organisation, naming it', async () => {
    for (const next of [[ruleIds[0]], [], ruleIds]) {
      const res = await call('bindDataRules', { organId: orgs.dept, menuId, ruleIds: next });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.rtnMessage).toBe(zh(GRANT_MESSAGES.ownOrganRules({ organ: organName('G-DEPT') })));
      expect(await boundRules(orgs.dept)).toEqual(ruleIds);
    }
  });

  it('binds the data rules of another organisation in scope; the super administrator, of any', async () => {
    const res = await call('bindDataRules', { organId: orgs.team, menuId, ruleIds: [ruleIds[1]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await boundRules(orgs.team)).toEqual([ruleIds[1]]);
    const own = await call('bindDataRules', { organId: orgs.dept, menuId, ruleIds: [ruleIds[0]] }, admin);
    expect(own.status).toBe(200);
    expect(await boundRules(orgs.dept)).toEqual([ruleIds[0]]);
  });

  it('refuses widening the grant of the caller’s own organisation, even with codes held, or lifting it', async () => {
    const start = await buttonIdsOf([PERM.DEPART_VIEW, PERM.DEPART_MENU]);
    expect(
      (await call('bindMenus', { organId: orgs.dept, menuIds: [], buttonIds: start }, admin)).status,
    ).toBe(200);
    const message = zh(GRANT_MESSAGES.ownOrganGrant({ organ: organName('G-DEPT') }));
    const [auditMenu] = await t.db.select().from(menus).where(eq(menus.name, 'monitor-access-log'));
    for (const next of [
      { menuIds: [], buttonIds: await buttonIdsOf(KEEPER_CODES) },
      { menuIds: [auditMenu!.id], buttonIds: start },
      { menuIds: [], buttonIds: [] },
    ]) {
      const res = await call('bindMenus', { organId: orgs.dept, ...next });
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.rtnMessage).toBe(message);
      expect(await grantedButtons(orgs.dept)).toEqual(start);
    }
    // Narrowing one's own organisation widens nothing.
    const narrow = await buttonIdsOf([PERM.DEPART_VIEW]);
    const res = await call('bindMenus', { organId: orgs.dept, menuIds: [], buttonIds: narrow });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await grantedButtons(orgs.dept)).toEqual(narrow);
  });

  it('refuses giving another organisation a code the caller lacks, or lifting its grant; adds codes held', async () => {
    const start = await buttonIdsOf([PERM.DEPART_VIEW]);
    expect(
      (await call('bindMenus', { organId: orgs.team, menuIds: [], buttonIds: start }, admin)).status,
    ).toBe(200);
    const [userDel] = await t.db.select().from(menuButtons).where(eq(menuButtons.buttonPerms, PERM.USER_DEL));
    const more = await call('bindMenus', {
      organId: orgs.team,
      menuIds: [],
      buttonIds: [...start, userDel!.id],
    });
    expect(more.status).toBe(403);
    expect(more.body.rtnMessage).toBe(
      zh(
        GRANT_MESSAGES.organCodesNotHeld({
          organ: organName('G-TEAM'),
          names: `${userDel!.name}（${PERM.USER_DEL}）`,
        }),
      ),
    );
    const lift = await call('bindMenus', { organId: orgs.team, menuIds: [], buttonIds: [] });
    expect(lift.status).toBe(403);
    expect(lift.body.rtnMessage).toMatch(/^无权为机构「G-TEAM机构」授予您未持有的权限：.+等\d+项$/);
    expect(await grantedButtons(orgs.team)).toEqual(start);

    const held = await buttonIdsOf(KEEPER_CODES);
    const res = await call('bindMenus', { organId: orgs.team, menuIds: [], buttonIds: held });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await grantedButtons(orgs.team)).toEqual(held);
  });

  it('limiting an organisation that had no grant adds nothing, whatever it lists', async () => {
    const buttons = await buttonIdsOf([PERM.USER_VIEW, PERM.USER_DEL]);
    const res = await call('bindMenus', { organId: orgs.unit, menuIds: [], buttonIds: buttons });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await grantedButtons(orgs.unit)).toEqual(buttons);
  });

  it('lets the super administrator widen or lift any grant', async () => {
    for (const organId of [orgs.dept, orgs.team]) {
      const res = await call('bindMenus', { organId, menuIds: [], buttonIds: [] }, admin);
      expect(res.status).toBe(200);
      expect(await grantedButtons(organId)).toEqual([]);
    }
  });
});
