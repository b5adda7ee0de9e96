import { NOTICE_PATHS } from '@awards/shared/notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  call,
  createSharedDatabase,
  type Instance,
  type SharedDatabase,
  sharedDatabaseUnavailable,
  signIn,
  startInstance,
} from '../../test/instances';
import { eventually, redisUnavailable, TEST_REDIS_URL } from '../../test/redis';
import { connectSocket, type TestSocket } from '../../test/websocket';

/**
 * Scale-out (ARCHITECTURE.md): two server instances on their own ports and their
 * own connection pools, sharing one PostgreSQL database and one Redis. A push made
 * on one must reach a client of each instance exactly once. PGlite lives inside one
 * process and cannot be shared, so this runs in the postgres project only.
 */
const skipReason = sharedDatabaseUnavailable() ?? (await redisUnavailable());

describe.skipIf(skipReason !== null)('two server instances, one PostgreSQL, one Redis', () => {
  let shared: SharedDatabase;
  let first: Instance;
  let second: Instance;
  let token: string;
  let adminId: number;
  let onFirst: TestSocket;
  let onSecond: TestSocket;

  beforeAll(async () => {
    shared = await createSharedDatabase('two');
    adminId = shared.adminId;
    [first, second] = await Promise.all([
      startInstance(shared.url, { REDIS_URL: TEST_REDIS_URL }),
      startInstance(shared.url, { REDIS_URL: TEST_REDIS_URL }),
    ]);
    token = await signIn(first, 'admin', ADMIN_PASSWORD);
    // The session lives in PostgreSQL: the second instance accepts the token made by the first.
    onFirst = connectSocket(first.baseUrl, adminId, token);
    onSecond = connectSocket(second.baseUrl, adminId, token);
    await Promise.all([onFirst.opened, onSecond.opened]);
    await eventually(
      () => first.app.push.connectionCount() === 1 && second.app.push.connectionCount() === 1,
      'one socket on each instance',
    );
  });

  afterAll(async () => {
    for (const client of [onFirst, onSecond]) client?.socket.close();
    for (const instance of [first, second]) await instance?.close();
    await shared?.drop();
  });

  /** The pushes of one kind a client has seen for one id. */
  const pushesOf = (client: TestSocket, dataType: string, msgId: string) =>
    client.messages.filter(
      (m) =>
        (m as { dataType?: string }).dataType === dataType &&
        String((m as { msgId?: unknown }).msgId) === msgId,
    );
  // Long enough for a duplicate to arrive if fan-out delivered one (a Redis round trip is ~1 ms).
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('a push made on one instance reaches a client of each exactly once', async () => {
    await first.app.push.toAll({ cmd: 'topic', dataType: 'release', msgTxt: '跨实例', msgId: 'hub-1' });
    await second.app.push.toUsers([adminId], {
      cmd: 'user',
      dataType: 'revoke',
      msgTxt: '跨实例',
      msgId: 'hub-1',
    });
    await eventually(
      () => [onFirst, onSecond].every((c) => pushesOf(c, 'revoke', 'hub-1').length > 0),
      'both pushes on both clients',
    );
    await settle();
    for (const client of [onFirst, onSecond]) {
      expect(pushesOf(client, 'release', 'hub-1')).toHaveLength(1);
      expect(pushesOf(client, 'revoke', 'hub-1')).toHaveLength(1);
    }
  });

  it('logging out on one instance closes that session’s socket on the other; the same user’s other session keeps its own', async () => {
    const [leavingToken, stayingToken] = [
      await signIn(first, 'admin', ADMIN_PASSWORD),
      await signIn(first, 'admin', ADMIN_PASSWORD),
    ];
    const leaving = connectSocket(second.baseUrl, adminId, leavingToken);
    const staying = connectSocket(second.baseUrl, adminId, stayingToken);
    await Promise.all([leaving.opened, staying.opened]);
    await eventually(
      () => second.app.push.connectionCount() === 3,
      'both new sockets on the second instance',
    );

    expect((await call(first, '/logout', leavingToken, {})).status).toBe(200);
    expect(await leaving.closed).toBe(1008);
    await eventually(() => second.app.push.connectionCount() === 2, 'the second instance to forget it');
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);
    expect(onSecond.socket.readyState).toBe(onSecond.socket.OPEN);

    await first.app.push.toUsers([adminId], { cmd: 'user', dataType: 'release', msgId: 'after-logout' });
    await eventually(
      () => pushesOf(staying, 'release', 'after-logout').length === 1,
      'the push after logout',
    );
    expect(pushesOf(leaving, 'release', 'after-logout')).toHaveLength(0);
    staying.socket.close();
    await staying.closed;
  });

  const noticeRoutes = () => first.app.routeCatalogue.some((r) => r.url === NOTICE_PATHS.updateStatus);

  it('publishing a notice on the first instance sends one release push to each client; revoking, one revoke push', async (context) => {
    if (!noticeRoutes()) context.skip('the notices routes are not registered yet');
    const saved = await call(first, NOTICE_PATHS.save, token, {
      titile: '两个实例的通知',
      msgContent: '<p>正文</p>',
      msgType: 'ALL',
      priority: 'H',
    });
    expect(saved.status).toBe(200);
    const page = await call(first, NOTICE_PATHS.page, token, {
      pageNum: 1,
      pageSize: 10,
      titile: '两个实例的通知',
    });
    const noticeId = String(saved.body.dataSet?.id ?? page.body.dataSet.result[0].id);

    const released = await call(first, NOTICE_PATHS.updateStatus, token, {
      noticeId: Number(noticeId),
      sendStatus: 1,
    });
    expect(released.status).toBe(200);
    await eventually(
      () => [onFirst, onSecond].every((c) => pushesOf(c, 'release', noticeId).length > 0),
      'the release push on both clients',
    );
    await settle();
    for (const client of [onFirst, onSecond]) expect(pushesOf(client, 'release', noticeId)).toHaveLength(1);

    const revoked = await call(first, NOTICE_PATHS.updateStatus, token, {
      noticeId: Number(noticeId),
      sendStatus: 2,
    });
    expect(revoked.status).toBe(200);
    await eventually(
      () => [onFirst, onSecond].every((c) => pushesOf(c, 'revoke', noticeId).length > 0),
      'the revoke push on both clients',
    );
    await settle();
    for (const client of [onFirst, onSecond]) {
      expect(pushesOf(client, 'revoke', noticeId)).toHaveLength(1);
      expect(pushesOf(client, 'release', noticeId)).toHaveLength(1);
    }
  });
});
