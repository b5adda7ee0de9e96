import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_SCOPE, menuButtons, roles, sessions, users } from '../../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import { ADMIN_PASSWORD, type Called, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { encryptTransport } from '../crypto/transport';

/**
 * Sessions and permission codes held in memory (docs/security.md): each change that
 * can alter them, made through its real route, refuses (401) or narrows (403) the
 * affected user's very next request, although that user's session and codes were
 * held in memory just before.
 */
let t: TestApp;
let admin: string;
let organId: number;
let otherButtonId: number;

beforeAll(async () => {
  // No access log: the query count below is the request's own.
  t = await createTestApp({ ACCESS_LOG_ENABLED: false });
  admin = await t.login('admin', ADMIN_PASSWORD);
  organId = (await addOrganisation(t.db, 'CACHE-ORG', await rootOrganisation(t.db))).id;
  const [userView] = await t.db
    .select({ id: menuButtons.id })
    .from(menuButtons)
    .where(eq(menuButtons.buttonPerms, 'USER_VIEW'));
  otherButtonId = userView!.id;
});
afterAll(() => t.close());

/** The cheapest signed-in route that asks for a code (QUARTZ_VIEW). */
const PROBE = '/rest/task/handlers';
const probe = async (token: string) => (await t.call('POST', PROBE, { token, body: {} })).status;
const asAdmin = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

interface Victim {
  userId: number;
  roleId: number;
  loginName: string;
  token: string;
}

let victims = 0;

/** A user of CACHE-ORG holding QUARTZ_VIEW through a role of that organisation, signed in, held in memory. */
async function victim(): Promise<Victim> {
  victims += 1;
  const loginName = `cache-victim-${victims}`;
  const roleId = await addRoleWithCodes(t.db, `CACHE_ROLE_${victims}`, DATA_SCOPE.all, ['QUARTZ_VIEW']);
  await t.db.update(roles).set({ organId }).where(eq(roles.id, roleId));
  const user = await t.createUser({ loginName, orgId: organId });
  await grantRole(t.db, user.id, roleId);
  const token = await t.login(loginName, USER_PASSWORD);
  expect(await probe(token)).toBe(200);
  return { userId: user.id, roleId, loginName, token };
}

const queryCount = () => t.database.sqlTimings.snapshot().reduce((sum, s) => sum + s.calls, 0);

describe('a signed-in request, its session and codes held', () => {
  it('reads nothing from the database for its session and permission', async () => {
    const v = await victim();
    expect(await probe(v.token)).toBe(200);
    const before = queryCount();
    for (let i = 0; i < 5; i++) expect(await probe(v.token)).toBe(200);
    expect(queryCount() - before).toBe(0);
  });
});

type Change = [label: string, change: (v: Victim) => Promise<Called>];

const REFUSING: Change[] = [
  ['logout', (v) => t.call('POST', '/logout', { token: v.token })],
  [
    'a forced sign-out (online users)',
    async (v) => {
      const held = await t.sessions.resolve(v.token);
      return asAdmin('/rest/online/kick', { sessionId: held!.sessionId });
    },
  ],
  ['freeze', (v) => asAdmin('/rest/user/frozenUpdate', { userIds: [v.userId], status: 2 })],
  ['freeze through the edit form', (v) => asAdmin('/rest/user/update', { userId: v.userId, status: 2 })],
  [
    'barred from signing in through the edit form',
    (v) => asAdmin('/rest/user/update', { userId: v.userId, enableLogin: false }),
  ],
  [
    'a password reset',
    (v) => asAdmin('/rest/user/resetPassword', { userId: v.userId, password: 'Other#2026a' }),
  ],
  [
    'a password change made from another session',
    async (v) => {
      const elsewhere = await t.login(v.loginName, USER_PASSWORD);
      const form = { oldPassword: USER_PASSWORD, newPassword: 'NewPass123', confirmPassword: 'NewPass123' };
      const body = Object.fromEntries(
        Object.entries(form).map(([k, value]) => [
          k,
          encryptTransport(value, DEFAULT_PASSWORD_TRANSPORT_KEY),
        ]),
      );
      return t.call('POST', '/rest/setting/updatepassword', { token: elsewhere, body });
    },
  ],
  ['deletion', (v) => asAdmin('/rest/user/delete', { userIds: [v.userId] })],
  [
    'signed out from the account centre of another session',
    async (v) => {
      const elsewhere = await t.login(v.loginName, USER_PASSWORD);
      const held = await t.sessions.resolve(v.token);
      return t.call('POST', '/rest/profile/revokeSession', {
        token: elsewhere,
        body: { sessionId: held!.sessionId },
      });
    },
  ],
  [
    'every other session signed out from the account centre',
    async (v) => {
      const elsewhere = await t.login(v.loginName, USER_PASSWORD);
      return t.call('POST', '/rest/profile/revokeOtherSessions', { token: elsewhere, body: {} });
    },
  ],
];

const NARROWING: Change[] = [
  ['roles bound anew (bindRoles)', (v) => asAdmin('/rest/user/bindRoles', { userId: v.userId, roleIds: [] })],
  [
    'roles replaced through the edit form',
    (v) => asAdmin('/rest/user/update', { userId: v.userId, roleIds: [] }),
  ],
  [
    'taken off the role (role members)',
    (v) => asAdmin('/rest/role/deleteUsers', { roleId: v.roleId, userIds: [v.userId] }),
  ],
  [
    'the role’s permissions edited',
    (v) => asAdmin('/rest/role/bindPermission', { roleId: v.roleId, menuIds: [], buttonIds: [] }),
  ],
  [
    'the organisation’s grant narrowed',
    () => asAdmin('/rest/organ/bindMenus', { organId, menuIds: [], buttonIds: [otherButtonId] }),
  ],
];

describe('every change refuses or narrows the next request at once', () => {
  it.each(REFUSING)('%s: the next request is a 401', async (_label, change) => {
    const v = await victim();
    const res = await change(v);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await probe(v.token)).toBe(401);
  });

  it.each(NARROWING)('%s: the next request is a 403', async (_label, change) => {
    const v = await victim();
    const res = await change(v);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await probe(v.token)).toBe(403);
  });

  it('a role given (role members, bindRoles) widens the next request at once', async () => {
    const v = await victim();
    expect((await asAdmin('/rest/role/deleteUsers', { roleId: v.roleId, userIds: [v.userId] })).status).toBe(
      200,
    );
    expect(await probe(v.token)).toBe(403);
    expect((await asAdmin('/rest/role/addUsers', { roleId: v.roleId, userIds: [v.userId] })).status).toBe(
      200,
    );
    expect(await probe(v.token)).toBe(200);
    expect((await asAdmin('/rest/user/bindRoles', { userId: v.userId, roleIds: [] })).status).toBe(200);
    expect(await probe(v.token)).toBe(403);
    expect((await asAdmin('/rest/user/bindRoles', { userId: v.userId, roleIds: [v.roleId] })).status).toBe(
      200,
    );
    expect(await probe(v.token)).toBe(200);
  });

  it('a button deleted, or recoded, or its menu deleted, leaves the codes held at once', async () => {
    const v = await victim();
    // Out of CACHE-ORG, whose grant an earlier case narrowed.
    await t.db.update(roles).set({ organId: null }).where(eq(roles.id, v.roleId));
    const menu = await asAdmin('/rest/menu/add', {
      menuName: '缓存',
      menuUrl: '/cache-menu',
      component: 'x/Page',
    });
    const menuId = menu.body.dataSet.menuId as number;
    const addButton = async (buttonCode: string, buttonPerms: string) => {
      const added = await asAdmin('/rest/menu/addButton', {
        menuId,
        buttonCode,
        buttonPerms,
        name: buttonCode,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const buttonId = added.body.dataSet.buttonId as number;
      const bound = await asAdmin('/rest/role/getPermission', { roleId: v.roleId });
      const { menuIds, buttonIds } = bound.body.dataSet;
      const bind = await asAdmin('/rest/role/bindPermission', {
        roleId: v.roleId,
        menuIds,
        buttonIds: [...buttonIds, buttonId],
      });
      expect(bind.status, JSON.stringify(bind.body)).toBe(200);
      return buttonId;
    };
    const codes = async () => [...(await t.sessions.permissionCodes(v.userId))].sort();

    const first = await addButton('first', 'CACHE_FIRST');
    const second = await addButton('second', 'CACHE_SECOND');
    expect(await codes()).toEqual(['CACHE_FIRST', 'CACHE_SECOND', 'QUARTZ_VIEW']);
    expect((await asAdmin('/rest/menu/deleteButton', { buttonId: first })).status).toBe(200);
    expect(await codes()).toEqual(['CACHE_SECOND', 'QUARTZ_VIEW']);
    expect(
      (await asAdmin('/rest/menu/editButton', { buttonId: second, buttonPerms: 'CACHE_THIRD' })).status,
    ).toBe(200);
    expect(await codes()).toEqual(['CACHE_THIRD', 'QUARTZ_VIEW']);
    expect((await asAdmin('/rest/menu/delete', { menuId })).status).toBe(200);
    expect(await codes()).toEqual(['QUARTZ_VIEW']);
    expect(await probe(v.token)).toBe(200);
  });

  it('a user edited, or moved to another organisation, is seen as they now are at once', async () => {
    const v = await victim();
    const other = await addOrganisation(t.db, `CACHE-ORG-${v.userId}`, await rootOrganisation(t.db));
    expect((await t.sessions.resolve(v.token))?.orgId).toBe(organId);
    expect((await asAdmin('/rest/organ/bindUsers', { organId: other.id, userIds: [v.userId] })).status).toBe(
      200,
    );
    expect((await t.sessions.resolve(v.token))?.orgId).toBe(other.id);
    const edit = await asAdmin('/rest/user/update', { userId: v.userId, realname: '改名', orgId: organId });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await t.sessions.resolve(v.token)).toMatchObject({ realname: '改名', orgId: organId });
  });
});

describe('what nobody announces', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ AUTH_CACHE_MAX_AGE_MS: 300 });
  });
  afterAll(() => short.close());
  afterEach(() => vi.useRealTimers());

  it('is seen once the maximum age has passed (the backstop)', async () => {
    const user = await short.createUser({ loginName: 'cache-backstop' });
    const token = await short.login('cache-backstop', USER_PASSWORD);
    // The clock held still (the cache's age is read from Date), so a slow machine cannot age the
    // entry between the calls below: only the step forward does (a CI run found it 401 too soon).
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await short.call('GET', '/api/user/info', { token })).status).toBe(200);
    // Straight into the database: no announcement.
    await short.db.update(users).set({ status: 2 }).where(eq(users.id, user.id));
    expect((await short.call('GET', '/api/user/info', { token })).status).toBe(200);
    vi.setSystemTime(Date.now() + 350);
    expect((await short.call('GET', '/api/user/info', { token })).status).toBe(401);
  });

  it('keeps the session’s expiry and writes its last-seen time at most once a minute', async () => {
    const long = await createTestApp({ AUTH_CACHE_MAX_AGE_MS: 300_000 });
    try {
      await long.createUser({ loginName: 'cache-seen' });
      const token = await long.login('cache-seen', USER_PASSWORD);
      const held = await long.sessions.resolve(token);
      const seen = async () => {
        const [row] = await long.db.select().from(sessions).where(eq(sessions.id, held!.sessionId));
        return row!;
      };
      const { lastSeenAt, expiresAt } = await seen();
      vi.useFakeTimers({ toFake: ['Date'], now: lastSeenAt.getTime() + 30_000 });
      expect(await long.sessions.resolve(token)).not.toBeNull();
      expect((await seen()).lastSeenAt).toEqual(lastSeenAt);
      vi.setSystemTime(lastSeenAt.getTime() + 61_000);
      expect(await long.sessions.resolve(token)).not.toBeNull();
      const written = (await seen()).lastSeenAt;
      expect(written.getTime()).toBe(lastSeenAt.getTime() + 61_000);
      vi.setSystemTime(lastSeenAt.getTime() + 62_000);
      expect(await long.sessions.resolve(token)).not.toBeNull();
      expect((await seen()).lastSeenAt).toEqual(written);
      // Held in memory or not, a session ends at its expiry (the database's clock is not faked).
      await long.db
        .update(sessions)
        .set({ expiresAt: new Date(0) })
        .where(eq(sessions.id, held!.sessionId));
      vi.setSystemTime(expiresAt.getTime() + 1);
      expect(await long.sessions.resolve(token)).toBeNull();
    } finally {
      vi.useRealTimers();
      await long.close();
    }
  });

  it('lets a request in from memory without a promise, and still touches and expires its session as resolve does', async () => {
    const long = await createTestApp({ AUTH_CACHE_MAX_AGE_MS: 300_000 });
    try {
      await long.createUser({ loginName: 'cache-held' });
      const token = await long.login('cache-held', USER_PASSWORD);
      const held = await long.sessions.resolve(token);
      const seen = async () => {
        const [row] = await long.db.select().from(sessions).where(eq(sessions.id, held!.sessionId));
        return row!;
      };
      const { lastSeenAt, expiresAt } = await seen();
      const info = () => long.call('GET', '/api/user/info', { token });
      vi.useFakeTimers({ toFake: ['Date'], now: lastSeenAt.getTime() + 30_000 });
      expect(long.sessions.heldUser(token)?.sessionId).toBe(held!.sessionId);
      expect((await info()).status).toBe(200);
      expect((await seen()).lastSeenAt).toEqual(lastSeenAt);
      // A touch is due: memory does not answer, the store does, and writes the time.
      vi.setSystemTime(lastSeenAt.getTime() + 61_000);
      expect(long.sessions.heldUser(token)).toBeUndefined();
      expect((await info()).status).toBe(200);
      expect((await seen()).lastSeenAt.getTime()).toBe(lastSeenAt.getTime() + 61_000);
      expect(long.sessions.heldUser(token)).toBeDefined();
      // Past its expiry memory does not answer either, and the store refuses.
      await long.db
        .update(sessions)
        .set({ expiresAt: new Date(0) })
        .where(eq(sessions.id, held!.sessionId));
      vi.setSystemTime(expiresAt.getTime() + 1);
      expect(long.sessions.heldUser(token)).toBeUndefined();
      expect((await info()).status).toBe(401);
      expect(long.sessions.heldUser('not-a-token')).toBeUndefined();
    } finally {
      vi.useRealTimers();
      await long.close();
    }
  });
});
