import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, organisations, roleDataScopeOrgs, roles, userRoles, users } from '../db/schema';
import { ROOT_ORGAN_CODE } from '../db/seed/reference';
import { createTestServices, type TestServices } from '../test/services';
import { childPathOf, dataScopeFilter, inOrgSubtree, resolveDataScope } from './data-scope';

let t: TestServices;
const org: Record<string, number> = {};
const user: Record<string, number> = {};
const role: Record<string, number> = {};

/**
 * The tree:  ROOT ─ A ─ A1 ─ A1x
 *                 └ B
 * with one user in each of A, A1, A1x, B and one without an organisation.
 */
beforeAll(async () => {
  t = await createTestServices();
  const [root] = await t.db.select().from(organisations).where(eq(organisations.organCode, ROOT_ORGAN_CODE));
  const addOrg = async (code: string, parent: { id: number; parentIds: string }) => {
    const [row] = await t.db
      .insert(organisations)
      .values({ organCode: code, organName: code, parentId: parent.id, parentIds: childPathOf(parent) })
      .returning();
    org[code] = row!.id;
    return row!;
  };
  const a = await addOrg('SCOPE-A', root!);
  const a1 = await addOrg('SCOPE-A1', a);
  await addOrg('SCOPE-A1X', a1);
  await addOrg('SCOPE-B', root!);
  for (const [name, orgCode] of [
    ['ua', 'SCOPE-A'],
    ['ua1', 'SCOPE-A1'],
    ['ua1x', 'SCOPE-A1X'],
    ['ub', 'SCOPE-B'],
    ['unone', null],
  ] as const) {
    const row = await t.createUser({ loginName: `scope-${name}`, orgId: orgCode ? org[orgCode] : null });
    user[name] = row.id;
  }
  const addRole = async (code: string, dataScope: number, delFlag = 0) => {
    const [row] = await t.db
      .insert(roles)
      .values({ roleCode: code, roleName: code, dataScope, delFlag })
      .returning();
    role[code] = row!.id;
  };
  await addRole('S_ALL', DATA_SCOPE.all);
  await addRole('S_BELOW', DATA_SCOPE.orgAndBelow);
  await addRole('S_OWN', DATA_SCOPE.ownOrg);
  await addRole('S_SELF', DATA_SCOPE.self);
  await addRole('S_CUSTOM', DATA_SCOPE.custom);
  await addRole('S_ALL_DELETED', DATA_SCOPE.all, 1);
  await t.db.insert(roleDataScopeOrgs).values([
    { roleId: role.S_CUSTOM!, organId: org['SCOPE-B']! },
    { roleId: role.S_CUSTOM!, organId: org['SCOPE-A1X']! },
  ]);
});
afterAll(() => t.close());

/** The test users that `actor`, holding `roleCodes`, sees through the filter. */
async function visibleTo(actor: string, roleCodes: string[]): Promise<string[]> {
  const actorId = user[actor]!;
  await t.db.delete(userRoles).where(eq(userRoles.userId, actorId));
  if (roleCodes.length > 0) {
    await t.db.insert(userRoles).values(roleCodes.map((code) => ({ userId: actorId, roleId: role[code]! })));
  }
  const [me] = await t.db.select({ orgId: users.orgId }).from(users).where(eq(users.id, actorId));
  const scope = await resolveDataScope(t.db, { userId: actorId, orgId: me!.orgId });
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, Object.values(user)),
        dataScopeFilter(scope, { org: users.orgId, owner: users.id }),
      ),
    );
  const names = Object.entries(user);
  return rows.map((r) => names.find(([, id]) => id === r.id)![0]).sort();
}

describe('data scope over users, one organisation tree', () => {
  it('1 all: every row', async () => {
    expect(await visibleTo('ua1', ['S_ALL'])).toEqual(['ua', 'ua1', 'ua1x', 'ub', 'unone']);
  });

  it('2 own organisation and below: the subtree, not the siblings or parents', async () => {
    expect(await visibleTo('ua', ['S_BELOW'])).toEqual(['ua', 'ua1', 'ua1x']);
    expect(await visibleTo('ua1', ['S_BELOW'])).toEqual(['ua1', 'ua1x']);
  });

  it('3 own organisation: exactly that organisation', async () => {
    expect(await visibleTo('ua', ['S_OWN'])).toEqual(['ua']);
    expect(await visibleTo('ub', ['S_OWN'])).toEqual(['ub']);
  });

  it('4 self: only the own row', async () => {
    expect(await visibleTo('ua1', ['S_SELF'])).toEqual(['ua1']);
  });

  it('5 custom: the chosen organisations only (not their subtrees)', async () => {
    expect(await visibleTo('ua', ['S_CUSTOM'])).toEqual(['ua1x', 'ub']);
  });

  it('several roles: the union of their scopes', async () => {
    expect(await visibleTo('ua1', ['S_OWN', 'S_CUSTOM'])).toEqual(['ua1', 'ua1x', 'ub']);
    expect(await visibleTo('ub', ['S_SELF', 'S_OWN'])).toEqual(['ub']);
    expect(await visibleTo('ua1x', ['S_SELF', 'S_CUSTOM'])).toEqual(['ua1x', 'ub']);
    expect(await visibleTo('ua', ['S_BELOW', 'S_ALL'])).toEqual(['ua', 'ua1', 'ua1x', 'ub', 'unone']);
  });

  it('a user without an organisation: organisation scopes grant nothing', async () => {
    expect(await visibleTo('unone', ['S_BELOW', 'S_OWN'])).toEqual([]);
    expect(await visibleTo('unone', ['S_BELOW', 'S_SELF'])).toEqual(['unone']);
  });

  it('no role, or only a deleted one: the own row and nothing else', async () => {
    expect(await visibleTo('ua', [])).toEqual(['ua']);
    expect(await visibleTo('ua', ['S_ALL_DELETED'])).toEqual(['ua']);
  });
});

describe('data scope over a table without an owner column', () => {
  it('self grants no rows; organisation scopes match the organisation column', async () => {
    const ids = Object.values(org);
    const orgsVisible = async (scope: Awaited<ReturnType<typeof resolveDataScope>>) =>
      (
        await t.db
          .select({ code: organisations.organCode })
          .from(organisations)
          .where(and(inArray(organisations.id, ids), dataScopeFilter(scope, { org: organisations.id })))
      )
        .map((r) => r.code)
        .sort();
    const base = { all: false as const, userId: user.ua!, orgIds: [], subtreePaths: [] };
    expect(await orgsVisible({ ...base, self: true })).toEqual([]);
    const [a] = await t.db.select().from(organisations).where(eq(organisations.id, org['SCOPE-A']!));
    expect(
      await orgsVisible({ ...base, self: false, orgIds: [a!.id], subtreePaths: [childPathOf(a!)] }),
    ).toEqual(['SCOPE-A', 'SCOPE-A1', 'SCOPE-A1X']);
  });

  it('inOrgSubtree filters an organisation and everything below it', async () => {
    const [a1] = await t.db.select().from(organisations).where(eq(organisations.id, org['SCOPE-A1']!));
    const rows = await t.db.select({ id: users.id }).from(users).where(inOrgSubtree(users.orgId, a1!));
    expect(rows.map((r) => r.id).sort()).toEqual([user.ua1, user.ua1x].sort());
  });
});
