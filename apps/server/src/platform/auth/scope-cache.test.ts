import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, organisations, roleDataScopeOrgs } from '../../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

/**
 * Data scopes held in memory (docs/security.md "Sessions and permissions from
 * memory"): each change that can alter a user's scope, made through its real route
 * as the administrator, narrows or widens that user's very next users page, although
 * their scope was held in memory just before.
 */
let t: TestApp;
let admin: string;
let worlds = 0;

beforeAll(async () => {
  // No access log: the statements counted below are the request's own.
  t = await createTestApp({ ACCESS_LOG_ENABLED: false });
  admin = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const asAdmin = async (url: string, body: unknown) => {
  const res = await t.call('POST', url, { token: admin, body });
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res;
};

/**
 * A world of its own:  ROOT ─ A ─ A1
 *                           ├ B
 *                           └ C
 * one user in each (a, a1, b, c), and the viewer `v` placed in A holding USER_VIEW
 * through role `view` (scope as asked) and, unless told, nothing else; role `wide`
 * (scope "all", no codes) is held by nobody yet.
 */
interface World {
  prefix: string;
  org: Record<'A' | 'A1' | 'B' | 'C', number>;
  user: Record<'v' | 'a' | 'a1' | 'b' | 'c', number>;
  view: number;
  wide: number;
  token: string;
  /** Which of the world's users the viewer's next users page shows. */
  visible(): Promise<string[]>;
}

async function world(scope: number, customOrgs: ('A' | 'A1' | 'B' | 'C')[] = []): Promise<World> {
  worlds += 1;
  const prefix = `scw${worlds}x`;
  const root = await rootOrganisation(t.db);
  const a = await addOrganisation(t.db, `${prefix}-A`, root);
  const a1 = await addOrganisation(t.db, `${prefix}-A1`, a);
  const b = await addOrganisation(t.db, `${prefix}-B`, root);
  const c = await addOrganisation(t.db, `${prefix}-C`, root);
  const org = { A: a.id, A1: a1.id, B: b.id, C: c.id };
  const user = {} as World['user'];
  for (const [name, orgId] of [
    ['v', a.id],
    ['a', a.id],
    ['a1', a1.id],
    ['b', b.id],
    ['c', c.id],
  ] as const) {
    user[name] = (await t.createUser({ loginName: `${prefix}-${name}`, orgId })).id;
  }
  const view = await addRoleWithCodes(t.db, `${prefix}_VIEW`, scope, ['USER_VIEW']);
  if (customOrgs.length > 0) {
    await t.db.insert(roleDataScopeOrgs).values(customOrgs.map((o) => ({ roleId: view, organId: org[o] })));
  }
  const wide = await addRoleWithCodes(t.db, `${prefix}_WIDE`, DATA_SCOPE.all, []);
  await grantRole(t.db, user.v, view);
  const token = await t.login(`${prefix}-v`, USER_PASSWORD);
  const visible = async () => {
    const res = await t.call('POST', '/rest/user/page', { token, body: { loginName: prefix, pageSize: 50 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.dataSet.result as { loginName: string }[])
      .map((u) => u.loginName.slice(prefix.length + 1))
      .sort();
  };
  return { prefix, org, user, view, wide, token, visible };
}

type Case = [
  label: string,
  setup: { scope: number; custom?: ('A' | 'A1' | 'B' | 'C')[] },
  change: (w: World) => Promise<unknown>,
  before: string[],
  after: string[],
];

const CASES: Case[] = [
  // A role's data scope and its custom organisations (the scopes topic).
  [
    'the role’s data scope narrowed (bindDataScope)',
    { scope: DATA_SCOPE.orgAndBelow },
    (w) =>
      asAdmin('/rest/role/bindDataScope', { roleId: w.view, dataScope: DATA_SCOPE.ownOrg, organIds: [] }),
    ['a', 'a1', 'v'],
    ['a', 'v'],
  ],
  [
    'the role’s data scope widened to custom organisations (bindDataScope)',
    { scope: DATA_SCOPE.ownOrg },
    (w) =>
      asAdmin('/rest/role/bindDataScope', {
        roleId: w.view,
        dataScope: DATA_SCOPE.custom,
        organIds: [w.org.B, w.org.C],
      }),
    ['a', 'v'],
    ['b', 'c'],
  ],
  [
    'the role’s custom organisations replaced (bindDataScope)',
    { scope: DATA_SCOPE.custom, custom: ['B'] },
    (w) =>
      asAdmin('/rest/role/bindDataScope', {
        roleId: w.view,
        dataScope: DATA_SCOPE.custom,
        organIds: [w.org.C],
      }),
    ['b'],
    ['c'],
  ],
  [
    'the role’s data scope edited through the role form (role/update)',
    { scope: DATA_SCOPE.custom, custom: ['B'] },
    (w) =>
      asAdmin('/rest/role/update', {
        roleEntity: { roleId: w.view, dataScope: DATA_SCOPE.custom, organIds: [w.org.A1] },
      }),
    ['b'],
    ['a1'],
  ],
  // The user's roles (the grants topic).
  [
    'a role given (role members)',
    { scope: DATA_SCOPE.ownOrg },
    (w) => asAdmin('/rest/role/addUsers', { roleId: w.wide, userIds: [w.user.v] }),
    ['a', 'v'],
    ['a', 'a1', 'b', 'c', 'v'],
  ],
  [
    'roles bound anew (bindRoles)',
    { scope: DATA_SCOPE.ownOrg },
    (w) => asAdmin('/rest/user/bindRoles', { userId: w.user.v, roleIds: [w.view, w.wide] }),
    ['a', 'v'],
    ['a', 'a1', 'b', 'c', 'v'],
  ],
  [
    'a role taken (role members), after one given',
    { scope: DATA_SCOPE.ownOrg },
    async (w) => {
      await asAdmin('/rest/role/addUsers', { roleId: w.wide, userIds: [w.user.v] });
      expect(await w.visible()).toHaveLength(5);
      await asAdmin('/rest/role/deleteUsers', { roleId: w.wide, userIds: [w.user.v] });
    },
    ['a', 'v'],
    ['a', 'v'],
  ],
  // The user's organisation (the sessions topic).
  [
    'moved to another organisation (organ/bindUsers)',
    { scope: DATA_SCOPE.ownOrg },
    (w) => asAdmin('/rest/organ/bindUsers', { organId: w.org.B, userIds: [w.user.v] }),
    ['a', 'v'],
    ['b', 'v'],
  ],
  [
    'moved through the edit form (user/update)',
    { scope: DATA_SCOPE.orgAndBelow },
    (w) => asAdmin('/rest/user/update', { userId: w.user.v, orgId: w.org.C }),
    ['a', 'a1', 'v'],
    ['c', 'v'],
  ],
  // The tree (the scopes topic): a held path that went stale would lose the subtree.
  [
    'the viewer’s organisation moved in the tree (organ/update parent)',
    { scope: DATA_SCOPE.orgAndBelow },
    (w) => asAdmin('/rest/organ/update', { organId: w.org.A, parentOrganId: w.org.B }),
    ['a', 'a1', 'v'],
    ['a', 'a1', 'v'],
  ],
  [
    'an organisation moved out of the viewer’s subtree',
    { scope: DATA_SCOPE.orgAndBelow },
    (w) => asAdmin('/rest/organ/update', { organId: w.org.A1, parentOrganId: w.org.C }),
    ['a', 'a1', 'v'],
    ['a', 'v'],
  ],
  [
    'an organisation moved into the viewer’s subtree',
    { scope: DATA_SCOPE.orgAndBelow },
    (w) => asAdmin('/rest/organ/update', { organId: w.org.B, parentOrganId: w.org.A1 }),
    ['a', 'a1', 'v'],
    ['a', 'a1', 'b', 'v'],
  ],
];

describe('every change to a data scope narrows or widens the next request at once', () => {
  it.each(CASES)('%s', async (_label, setup, change, before, after) => {
    const w = await world(setup.scope, setup.custom);
    expect(await w.visible()).toEqual(before);
    // Held in memory now: a second page reads no scope.
    expect(await w.visible()).toEqual(before);
    await change(w);
    expect(await w.visible()).toEqual(after);
  });
});

/** The statements a call runs, by normalised text. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const counts = () => new Map(t.database.sqlTimings.snapshot().map((s) => [s.query, s.calls]));
  const before = counts();
  await run();
  const ran: string[] = [];
  for (const [query, calls] of counts()) {
    for (let i = before.get(query) ?? 0; i < calls; i++) ran.push(query);
  }
  return ran;
}

const readsScope = (statements: string[]) => statements.some((q) => /user_roles/.test(q));

describe('held in memory', () => {
  it('a warm users page runs one statement, its page with its count', async () => {
    const w = await world(DATA_SCOPE.orgAndBelow);
    await w.visible();
    const ran = await statementsOf(() => w.visible());
    expect(ran, ran.join('\n')).toHaveLength(1);
    expect(readsScope(ran)).toBe(false);
  });

  it('an organisation deleted, restored or purged: the next request reads the scope afresh', async () => {
    const w = await world(DATA_SCOPE.orgAndBelow);
    const z = await addOrganisation(t.db, `${w.prefix}-Z`, { id: w.org.B, parentIds: ',' });
    for (const url of [
      '/rest/organ/delete',
      '/rest/organ/recycleRestore',
      '/rest/organ/delete',
      '/rest/organ/recycleDelete',
    ]) {
      await w.visible();
      expect(readsScope(await statementsOf(() => w.visible()))).toBe(false);
      await asAdmin(url, url === '/rest/organ/delete' ? { organId: z.id } : { organIds: [z.id] });
      expect(readsScope(await statementsOf(() => w.visible())), url).toBe(true);
    }
    const [gone] = await t.db.select().from(organisations).where(eq(organisations.id, z.id));
    expect(gone).toBeUndefined();
  });

  it('a drag sort changes no path and keeps the scopes held', async () => {
    const w = await world(DATA_SCOPE.orgAndBelow);
    await w.visible();
    await asAdmin('/rest/organ/sort', { parentOrganId: w.org.A, organIds: [w.org.A1] });
    expect(readsScope(await statementsOf(() => w.visible()))).toBe(false);
  });
});
