import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { encryptTransport } from '../../platform/crypto/transport';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { eventually } from '../../test/redis';
import { connectSocket } from '../../test/websocket';

let t: TestApp;
let baseUrl: string;
let admin: { id: number; token: string };
let staff: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const adminToken = await t.login('admin', ADMIN_PASSWORD);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'admin'));
  admin = { id: Number(row?.id), token: adminToken };
  const user = await t.createUser({ loginName: 'ws-staff' });
  staff = { id: user.id, token: await t.login('ws-staff', USER_PASSWORD) };
});
afterAll(() => t.close());

const push = () => t.app.push;

describe('GET /websocket/:userId', () => {
  it('connects with the right token and receives pushes for everyone and for its user only', async () => {
    const mine = connectSocket(baseUrl, staff.id, staff.token);
    const theirs = connectSocket(baseUrl, admin.id, admin.token);
    await Promise.all([mine.opened, theirs.opened]);
    await eventually(() => push().connectionCount() === 2, 'both sockets registered');

    await push().toAll({ cmd: 'topic', dataType: 'release', msgTxt: '全体通知', msgId: 'n1' });
    await push().toUsers([staff.id], { cmd: 'user', dataType: 'release', msgTxt: '给你的', msgId: 'm1' });
    await eventually(() => mine.messages.length === 2 && theirs.messages.length === 1, 'the pushes');
    expect(mine.messages).toEqual([
      { cmd: 'topic', dataType: 'release', msgTxt: '全体通知', msgId: 'n1' },
      { cmd: 'user', dataType: 'release', msgTxt: '给你的', msgId: 'm1' },
    ]);
    expect(theirs.messages).toEqual([{ cmd: 'topic', dataType: 'release', msgTxt: '全体通知', msgId: 'n1' }]);

    mine.socket.close();
    theirs.socket.close();
    await Promise.all([mine.closed, theirs.closed]);
    await eventually(() => push().connectionCount() === 0, 'the registry to forget closed sockets');
  });

  it('answers a client heartbeat', async () => {
    const client = connectSocket(baseUrl, staff.id, staff.token);
    await client.opened;
    client.socket.send('ping');
    await eventually(() => client.messages.includes('pong'), 'pong');
    client.socket.close();
    await client.closed;
  });

  it('refuses a missing, malformed or dead token and another user’s id with 1008, and registers nothing', async () => {
    const attempts = [
      connectSocket(baseUrl, staff.id),
      connectSocket(baseUrl, staff.id, 'short'),
      connectSocket(baseUrl, staff.id, 'x'.repeat(43)),
      connectSocket(baseUrl, admin.id, staff.token),
      connectSocket(baseUrl, 'abc', staff.token),
    ];
    const codes = await Promise.all(attempts.map((a) => a.closed));
    expect(codes).toEqual([1008, 1008, 1008, 1008, 1008]);
    for (const a of attempts) expect(a.messages).toEqual([]);
    expect(push().connectionCount()).toBe(0);
  });

  it('refuses the token of a session that has ended', async () => {
    const token = await t.login('ws-staff', USER_PASSWORD);
    expect((await t.call('POST', '/logout', { token })).status).toBe(200);
    expect(await connectSocket(baseUrl, staff.id, token).closed).toBe(1008);
  });

  it('disconnectUser closes every socket of that user and only theirs', async () => {
    const tabs = [
      connectSocket(baseUrl, staff.id, staff.token),
      connectSocket(baseUrl, staff.id, staff.token),
    ];
    const other = connectSocket(baseUrl, admin.id, admin.token);
    await Promise.all([...tabs, other].map((s) => s.opened));
    await push().disconnectUser(staff.id);
    expect(await Promise.all(tabs.map((s) => s.closed))).toEqual([1008, 1008]);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    other.socket.close();
    await other.closed;
  });

  it('logging out closes that session’s socket only: the same user’s other session keeps its socket and its pushes', async () => {
    const [first, second] = [
      await t.login('ws-staff', USER_PASSWORD),
      await t.login('ws-staff', USER_PASSWORD),
    ];
    const leaving = connectSocket(baseUrl, staff.id, first);
    const staying = connectSocket(baseUrl, staff.id, second);
    await Promise.all([leaving.opened, staying.opened]);
    await eventually(() => push().connectionCount() === 2, 'both sockets registered');

    expect((await t.call('POST', '/logout', { token: first })).status).toBe(200);
    expect(await leaving.closed).toBe(1008);
    await eventually(() => push().connectionCount() === 1, 'the registry to forget the closed socket');
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);

    await push().toUsers([staff.id], {
      cmd: 'user',
      dataType: 'release',
      msgTxt: '还在',
      msgId: 'after-logout',
    });
    await eventually(() => staying.messages.length === 1, 'the push on the remaining session');
    expect(staying.messages).toEqual([
      { cmd: 'user', dataType: 'release', msgTxt: '还在', msgId: 'after-logout' },
    ]);
    expect(leaving.messages).toEqual([]);
    staying.socket.close();
    await staying.closed;
  });

  it('changing one’s password closes the sockets of the other sessions, not the current one', async () => {
    const user = await t.createUser({ loginName: 'ws-pw' });
    const [current, elsewhere] = [
      await t.login('ws-pw', USER_PASSWORD),
      await t.login('ws-pw', USER_PASSWORD),
    ];
    const here = connectSocket(baseUrl, user.id, current);
    const there = connectSocket(baseUrl, user.id, elsewhere);
    await Promise.all([here.opened, there.opened]);
    await eventually(() => push().connectionCount() === 2, 'both sockets registered');
    const encrypted = (form: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(form).map(([k, v]) => [k, encryptTransport(v, DEFAULT_PASSWORD_TRANSPORT_KEY)]),
      );
    const res = await t.call('POST', '/rest/setting/updatepassword', {
      token: current,
      body: encrypted({
        oldPassword: USER_PASSWORD,
        newPassword: 'NewPass123',
        confirmPassword: 'NewPass123',
      }),
    });
    expect(res.status).toBe(200);
    expect(await there.closed).toBe(1008);
    expect(here.socket.readyState).toBe(here.socket.OPEN);
    here.socket.close();
    await here.closed;
  });

  it('freezing a user closes their sockets', async () => {
    const frozen = await t.createUser({ loginName: 'ws-frozen' });
    const client = connectSocket(baseUrl, frozen.id, await t.login('ws-frozen', USER_PASSWORD));
    await client.opened;
    const res = await t.call('POST', '/rest/user/frozenUpdate', {
      token: admin.token,
      body: { userIds: [frozen.id], status: 2 },
    });
    expect(res.status).toBe(200);
    expect(await client.closed).toBe(1008);
  });

  it('a plain GET (no upgrade) finds nothing', async () => {
    const res = await fetch(`${baseUrl}/websocket/${staff.id}?token=${staff.token}`);
    expect(res.status).toBe(404);
  });
});
