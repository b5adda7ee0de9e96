import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, DATA_SCOPE, menuDataRules, menus, roles } from '../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../test/harness';

/**
 * Which of a menu's data rules apply to a user once rules are bound to roles and
 * organisations (docs/admin-decisions.md "Organisation and role grants"): proved
 * on the access-log list, the list that honours rules.
 */
let t: TestApp;
let admin: string;
let reader: string;
let orgId: number;
let roleId: number;
let readerId: number;
let ownRule: number;
let cheapRule: number;

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

async function visible(): Promise<string[]> {
  const res = await post('/rest/log/getAccesssLogPage', { requestUri: '/bind-test/', pageSize: 100 }, reader);
  expect(res.status).toBe(200);
  return (res.body.dataSet.result as { requestUri: string }[]).map((r) => r.requestUri).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  orgId = (await addOrganisation(t.db, 'BIND-ORG', await rootOrganisation(t.db))).id;
  const user = await t.createUser({ loginName: 'bind-reader', orgId });
  roleId = await addRoleWithCodes(t.db, 'BIND_READER', DATA_SCOPE.all, ['LOG_VIEW']);
  readerId = user.id;
  await grantRole(t.db, user.id, roleId);
  reader = await t.login('bind-reader', USER_PASSWORD);
  const row = (requestUri: string, createBy: string, costTime: number) => ({
    method: 'POST',
    requestUri,
    responseStatus: 200,
    costTime,
    createBy,
  });
  await t.db
    .insert(accessLogs)
    .values([
      row('/bind-test/own-cheap', 'bind-reader', 5),
      row('/bind-test/own-slow', 'bind-reader', 500),
      row('/bind-test/other-cheap', 'someone', 5),
      row('/bind-test/other-slow', 'someone', 500),
    ]);
  const [menu] = await t.db.select().from(menus).where(eq(menus.name, 'monitor-access-log'));
  const rules = await t.db
    .insert(menuDataRules)
    .values([
      {
        menuId: menu!.id,
        ruleName: '本人',
        ruleColumn: 'createBy',
        ruleConditions: '=',
        ruleValue: '#{sys_login_name}',
      },
      { menuId: menu!.id, ruleName: '快速', ruleColumn: 'costTime', ruleConditions: '<', ruleValue: '100' },
    ])
    .returning();
  [ownRule, cheapRule] = rules.map((r) => r.id) as [number, number];
  const menuId = menu!.id;
  bind = {
    organ: (ruleIds) => post('/rest/organ/bindDataRules', { organId: orgId, menuId, ruleIds }),
    role: (ruleIds) => post('/rest/role/bindDataRules', { roleId, menuId, ruleIds }),
  };
});
afterAll(() => t.close());

let bind: {
  organ: (ruleIds: number[]) => ReturnType<typeof post>;
  role: (ruleIds: number[]) => ReturnType<typeof post>;
};

describe('effective data rules', () => {
  it('applies every active rule when none is bound for the user (as before bindings)', async () => {
    expect(await visible()).toEqual(['/bind-test/own-cheap']);
  });

  it('applies only the rules bound to the user’s organisation', async () => {
    expect((await bind.organ([cheapRule])).status).toBe(200);
    expect(await visible()).toEqual(['/bind-test/other-cheap', '/bind-test/own-cheap']);
  });

  it('applies the rules bound to the user’s roles and organisation together', async () => {
    expect((await bind.role([ownRule])).status).toBe(200);
    expect(await visible()).toEqual(['/bind-test/own-cheap']);
    expect((await bind.organ([])).status).toBe(200);
    expect(await visible()).toEqual(['/bind-test/own-cheap', '/bind-test/own-slow']);
  });

  it('ignores the bindings of a deleted role, falling back to every rule', async () => {
    await t.db.update(roles).set({ delFlag: 1 }).where(eq(roles.id, roleId));
    // The role no longer grants LOG_VIEW either; give it back through a fresh role.
    const fresh = await addRoleWithCodes(t.db, 'BIND_READER2', DATA_SCOPE.all, ['LOG_VIEW']);
    await grantRole(t.db, readerId, fresh);
    expect(await visible()).toEqual(['/bind-test/own-cheap']);
  });

  it('falls back to every active rule when only a disabled rule is bound', async () => {
    expect((await bind.organ([cheapRule])).status).toBe(200);
    await t.db.update(menuDataRules).set({ status: 0 }).where(eq(menuDataRules.id, cheapRule));
    expect(await visible()).toEqual(['/bind-test/own-cheap', '/bind-test/own-slow']);
  });
});
