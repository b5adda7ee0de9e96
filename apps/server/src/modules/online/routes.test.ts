import { MONITOR_PATHS, type OnlineUserView } from '@awards/shared/monitor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { connectSocket } from '../../test/websocket';

let t: TestApp;
let admin: string;
let viewerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'online-viewer' });
  viewerToken = await t
    .call('POST', '/callback?client_name=myform_client', {
      body: { username: 'online-viewer', password: USER_PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      },
    })
    .then((r) => r.body.dataSet.token);
});
afterAll(() => t.close());

const list = async (body: object = {}) => {
  const res = await t.call('POST', MONITOR_PATHS.onlinePage, { token: admin, body });
  expect(res.status).toBe(200);
  return res.body.dataSet.result as OnlineUserView[];
};

describe('online users', () => {
  it('lists live sessions with address, browser, sign-in time and last activity', async () => {
    const rows = await list();
    const viewer = rows.find((r) => r.loginName === 'online-viewer');
    expect(viewer).toMatchObject({ browser: 'Chrome 131', os: 'Windows 10/11', current: false });
    expect(Date.parse(viewer!.loginTime)).toBeLessThanOrEqual(Date.parse(viewer!.lastActivityTime));
    expect(rows.find((r) => r.loginName === 'admin')?.current).toBe(true);
    expect((await list({ loginName: 'viewer' })).map((r) => r.loginName)).toEqual(['online-viewer']);
  });

  it('forces one session out: it ends at once, its socket closes, it leaves the list; the user’s other session stays', async () => {
    expect((await t.call('GET', '/api/user/info', { token: viewerToken })).status).toBe(200);
    const viewer = (await list()).find((r) => r.loginName === 'online-viewer')!;
    const otherToken = await t.login('online-viewer', USER_PASSWORD);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = connectSocket(`http://127.0.0.1:${port}`, viewer.userId, viewerToken);
    const other = connectSocket(`http://127.0.0.1:${port}`, viewer.userId, otherToken);
    await Promise.all([socket.opened, other.opened]);
    const kicked = await t.call('POST', MONITOR_PATHS.onlineKick, {
      token: admin,
      body: { sessionId: viewer.sessionId },
    });
    expect(kicked.status).toBe(200);
    expect(kicked.body.rtnMessage).toBe('强制下线成功!');
    expect(await socket.closed).toBe(1008);
    expect((await t.call('GET', '/api/user/info', { token: viewerToken })).status).toBe(401);
    expect(
      (await list()).filter((r) => r.loginName === 'online-viewer').map((r) => r.sessionId),
    ).not.toContain(viewer.sessionId);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    expect((await t.call('GET', '/api/user/info', { token: otherToken })).status).toBe(200);
    other.socket.close();
    await other.closed;
    const again = await t.call('POST', MONITOR_PATHS.onlineKick, {
      token: admin,
      body: { sessionId: viewer.sessionId },
    });
    expect(again.status).toBe(404);
  });

  it('will not kick the caller’s own session, and refuses bad ids', async () => {
    const own = (await list()).find((r) => r.current)!;
    const self = await t.call('POST', MONITOR_PATHS.onlineKick, {
      token: admin,
      body: { sessionId: own.sessionId },
    });
    expect(self.status).toBe(422);
    expect(self.body.rtnMessage).toBe('不能强制自己下线');
    const bad = await t.call('POST', MONITOR_PATHS.onlineKick, { token: admin, body: { sessionId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.dataSet.fieldErrors.sessionId).toBe('请选择会话');
    expect(
      (await t.call('POST', MONITOR_PATHS.onlinePage, { token: admin, body: { pageSize: 0 } })).status,
    ).toBe(400);
  });

  it('is refused to a user without ONLINE_VIEW / ONLINE_KICK', async () => {
    await t.createUser({ loginName: 'no-online' });
    const token = await t.login('no-online', USER_PASSWORD);
    expect((await t.call('POST', MONITOR_PATHS.onlinePage, { token, body: {} })).status).toBe(403);
    expect((await t.call('POST', MONITOR_PATHS.onlineKick, { token, body: { sessionId: 1 } })).status).toBe(
      403,
    );
  });
});
