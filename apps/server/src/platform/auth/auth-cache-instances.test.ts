import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_SCOPE, sessions, users } from '../../db/schema';
import { addOrganisation, addRoleWithCodes, grantRole, rootOrganisation } from '../../test/admin-fixtures';
import {
  ADMIN_PASSWORD,
  call,
  createSharedDatabase,
  createUser,
  type Instance,
  type SharedDatabase,
  sharedDatabaseUnavailable,
  signIn,
  startInstance,
  USER_PASSWORD,
} from '../../test/instances';
import { redisUnavailable, TEST_REDIS_URL } from '../../test/redis';
import { AUTH_TOPICS } from './auth-cache';

/**
 * Sessions, permission codes and data scopes held in memory, on two instances
 * sharing one PostgreSQL and one Redis: a change made through one instance refuses
 * or narrows the next request on the other within one second, although the other
 * held the session, codes and scope in memory (the invalidation bus, over Redis).
 */
const skipReason = sharedDatabaseUnavailable() ?? (await redisUnavailable());

const PROBE = '/rest/task/handlers';
const WITHIN_MS = 1_000;

describe.skipIf(skipReason !== null)('two instances: a change on one is seen on the other within 1 s', () => {
  let shared: SharedDatabase;
  let first: Instance;
  let second: Instance;
  let admin: string;
  let victims = 0;

  beforeAll(async () => {
    shared = await createSharedDatabase('authcache');
    const overrides = { REDIS_URL: TEST_REDIS_URL, ACCESS_LOG_ENABLED: false };
    [first, second] = await Promise.all([
      startInstance(shared.url, overrides),
      startInstance(shared.url, overrides),
    ]);
    admin = await signIn(first, 'admin', ADMIN_PASSWORD);
    // Both instances listen on both topics before anything is changed.
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const channels = Object.values(AUTH_TOPICS).map((topic) => `invalidate:${topic}`);
      for (let tries = 0; ; tries++) {
        const counts = (await redis.pubsub('NUMSUB', ...channels)) as (string | number)[];
        if (counts.filter((_, i) => i % 2 === 1).every((n) => Number(n) >= 2)) break;
        if (tries > 200) throw new Error('the instances did not subscribe');
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      redis.disconnect();
    }
  });

  afterAll(async () => {
    for (const instance of [first, second]) await instance?.close();
    await shared?.drop();
  });

  const probe = async (instance: Instance, token: string) => (await call(instance, PROBE, token, {})).status;
  const queries = (instance: Instance) =>
    instance.database.sqlTimings.snapshot().reduce((sum, s) => sum + s.calls, 0);

  /** A user holding QUARTZ_VIEW, signed in, whose session and codes the second instance holds. */
  async function victim() {
    victims += 1;
    const loginName = `cache-two-${victims}`;
    const db = first.database.db;
    const userId = await createUser(first, loginName);
    const roleId = await addRoleWithCodes(db, `CACHE_TWO_${victims}`, DATA_SCOPE.all, ['QUARTZ_VIEW']);
    await grantRole(db, userId, roleId);
    const token = await signIn(first, loginName, USER_PASSWORD);
    expect(await probe(second, token)).toBe(200);
    const before = queries(second);
    expect(await probe(second, token)).toBe(200);
    expect(queries(second) - before).toBe(0);
    return { userId, roleId, token };
  }

  /** How long after the change the second instance answers `status`; fails past 1 s. */
  async function secondAnswers(token: string, status: number): Promise<number> {
    const changed = Date.now();
    while ((await probe(second, token)) !== status) {
      if (Date.now() - changed > WITHIN_MS)
        throw new Error(`the second instance did not answer ${status} within 1 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - changed;
  }

  it('a logout on the first: the second refuses the token', async () => {
    const v = await victim();
    expect((await call(first, '/logout', v.token, {})).status).toBe(200);
    expect(await secondAnswers(v.token, 401)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a freeze on the first: the second refuses the user’s session', async () => {
    const v = await victim();
    const res = await call(first, '/rest/user/frozenUpdate', admin, { userIds: [v.userId], status: 2 });
    expect(res.status).toBe(200);
    expect(await secondAnswers(v.token, 401)).toBeLessThanOrEqual(WITHIN_MS);
    const [row] = await first.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, v.userId));
    expect(row?.status).toBe(2);
  });

  it('a forced sign-out on the first: the second refuses the session', async () => {
    const v = await victim();
    const [session] = await first.database.db
      .select({ sessionId: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, v.userId));
    expect((await call(first, '/rest/online/kick', admin, { sessionId: session!.sessionId })).status).toBe(
      200,
    );
    expect(await secondAnswers(v.token, 401)).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a role’s permissions edited on the first: the second narrows the next request', async () => {
    const v = await victim();
    const res = await call(first, '/rest/role/bindPermission', admin, {
      roleId: v.roleId,
      menuIds: [],
      buttonIds: [],
    });
    expect(res.status).toBe(200);
    expect(await secondAnswers(v.token, 403)).toBeLessThanOrEqual(WITHIN_MS);
  });
  /**
   * A viewer placed in A (USER_VIEW, scope "own organisation and below") over
   * ROOT ─ A ─ A1 ─ one user in each and one in B, whose users page the second
   * instance answers from the scope it holds.
   */
  async function viewer() {
    victims += 1;
    const prefix = `scope-two-${victims}x`;
    const db = first.database.db;
    const root = await rootOrganisation(db);
    const a = await addOrganisation(db, `${prefix}-A`, root);
    const a1 = await addOrganisation(db, `${prefix}-A1`, a);
    const b = await addOrganisation(db, `${prefix}-B`, root);
    const place = async (name: string, orgId: number) => {
      const id = await createUser(first, `${prefix}-${name}`);
      await db.update(users).set({ orgId }).where(eq(users.id, id));
      return id;
    };
    const userId = await place('v', a.id);
    await place('a1', a1.id);
    await place('b', b.id);
    const roleId = await addRoleWithCodes(db, `SCOPE_TWO_${victims}`, DATA_SCOPE.orgAndBelow, ['USER_VIEW']);
    await grantRole(db, userId, roleId);
    const token = await signIn(first, `${prefix}-v`, USER_PASSWORD);
    const seen = async () => {
      const res = await call(second, '/rest/user/page', token, { loginName: prefix, pageSize: 50 });
      expect(res.status).toBe(200);
      return (res.body.dataSet.result as { loginName: string }[])
        .map((u) => u.loginName.slice(prefix.length + 1))
        .sort()
        .join(',');
    };
    expect(await seen()).toBe('a1,v');
    const before = queries(second);
    expect(await seen()).toBe('a1,v');
    // Held: one statement (the page with its count), no scope read.
    expect(queries(second) - before).toBe(1);
    return { userId, roleId, org: { a: a.id, a1: a1.id, b: b.id }, seen };
  }

  /** How long after the change the second instance's users page shows `expected`; fails past 1 s. */
  async function secondShows(seen: () => Promise<string>, expected: string): Promise<number> {
    const changed = Date.now();
    while ((await seen()) !== expected) {
      if (Date.now() - changed > WITHIN_MS)
        throw new Error(`the second instance did not show ${expected} within 1 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - changed;
  }

  it('a role’s data scope narrowed on the first: the second narrows the next users page', async () => {
    const v = await viewer();
    const res = await call(first, '/rest/role/bindDataScope', admin, {
      roleId: v.roleId,
      dataScope: DATA_SCOPE.custom,
      organIds: [v.org.b],
    });
    expect(res.status).toBe(200);
    expect(await secondShows(v.seen, 'b')).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('the viewer’s organisation moved on the first: the second follows its new path', async () => {
    const v = await viewer();
    // A held path would still be the old one: A1, now below B/A, would drop out ('v' alone).
    const res = await call(first, '/rest/organ/update', admin, { organId: v.org.a, parentOrganId: v.org.b });
    expect(res.status).toBe(200);
    expect(await secondShows(v.seen, 'a1,v')).toBeLessThanOrEqual(WITHIN_MS);
  });
});
