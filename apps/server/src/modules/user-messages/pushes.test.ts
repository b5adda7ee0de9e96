import { NOTICE_PATHS } from '@awards/shared/notices';
import { MESSAGE_CENTRE_PATHS, USER_MESSAGE_PATHS } from '@awards/shared/user-messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import type { PushMessage } from '../../platform/push/hub';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { eventually } from '../../test/redis';

/** A socket of bob's portal tab, attached to the app's real hub: it keeps what it is sent. */
class RecordingSocket {
  readyState = 1;
  readonly received: PushMessage[] = [];
  send(data: string) {
    this.received.push(JSON.parse(data));
  }
  ping() {}
  close() {
    this.readyState = 3;
  }
  terminate() {
    this.readyState = 3;
  }
}

let t: TestApp;
let admin: string;
let bob: string;
let bobId: number;
const socket = new RecordingSocket();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  bobId = (await t.createUser({ loginName: 'p-bob' })).id;
  bob = await t.login('p-bob', USER_PASSWORD);
  const [session] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, bobId))
    .orderBy(desc(sessions.id))
    .limit(1);
  t.app.push.attach(bobId, session!.id, socket);
});
afterAll(() => t.close());

const call = async (url: string, body: unknown, token: string) => {
  const res = await t.call('POST', url, { token, body });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.dataSet;
};

/** What bob's tab received since `from`; the `num` pushes as [notice count, notice ids, message count]. */
const since = (from: number) => socket.received.slice(from);
const figures = (push: PushMessage) => {
  const [noticeTotal, noticeList, messageTotal] = push.noticeList as [number, { id: number }[], number];
  return { noticeTotal, noticeIds: noticeList.map((n) => n.id), messageTotal };
};

describe('the bell’s pushes, from the notices and the message centre to a user’s tab', () => {
  it('a notice released to bob: `user` then fresh counts; reading it: fresh counts again', async () => {
    const notice = await call(
      NOTICE_PATHS.save,
      { titile: '给鲍勃', msgContent: '<p>内容</p>', msgType: 'USER', userIds: [bobId] },
      admin,
    );
    const from = socket.received.length;
    await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 }, admin);
    const [user, num] = since(from);
    expect(user).toEqual({ cmd: 'user', dataType: 'release', msgTxt: '给鲍勃', msgId: String(notice.id) });
    expect(num?.cmd).toBe('num');
    expect(figures(num!)).toEqual({ noticeTotal: 1, noticeIds: [notice.id], messageTotal: 0 });
    // The header call answers what the push said.
    const header = await call(NOTICE_PATHS.header, undefined, bob);
    expect([header.noticeTotal, header.noticeList.map((n: { id: number }) => n.id)]).toEqual([
      1,
      [notice.id],
    ]);

    const beforeRead = socket.received.length;
    await call(NOTICE_PATHS.read, { noticeId: notice.id }, bob);
    expect(since(beforeRead).map((p) => p.cmd)).toEqual(['num']);
    expect(figures(since(beforeRead)[0]!)).toEqual({ noticeTotal: 0, noticeIds: [], messageTotal: 0 });
  });

  it('a notice to everyone: a topic, then counts reach bob in the background', async () => {
    const notice = await call(
      NOTICE_PATHS.save,
      { titile: '全体', msgContent: '<p>内容</p>', msgType: 'ALL' },
      admin,
    );
    const from = socket.received.length;
    await call(NOTICE_PATHS.updateStatus, { noticeId: notice.id, sendStatus: 1 }, admin);
    await eventually(() => since(from).some((p) => p.cmd === 'num'), 'the counts to everyone');
    const [topic, num] = since(from);
    expect(topic).toMatchObject({ cmd: 'topic', dataType: 'release', msgId: String(notice.id) });
    expect(figures(num!)).toEqual({ noticeTotal: 1, noticeIds: [notice.id], messageTotal: 0 });
  });

  it('a system message from the message centre: `user` then counts; marking it read: counts', async () => {
    const from = socket.received.length;
    const sent = await call(
      MESSAGE_CENTRE_PATHS.send,
      { msgTitle: '系统消息', msgContent: '<p>请查收</p>', userIds: [bobId] },
      admin,
    );
    const [user, num] = since(from);
    expect(user).toEqual({ cmd: 'user', dataType: 'release', msgTxt: '系统消息', msgId: String(sent.msgId) });
    expect(figures(num!).messageTotal).toBe(1);

    const [mine] = await call(USER_MESSAGE_PATHS.query, {}, bob);
    const beforeRead = socket.received.length;
    await call(USER_MESSAGE_PATHS.read, { messageId: mine.messageId }, bob);
    expect(since(beforeRead).map((p) => p.cmd)).toEqual(['num']);
    expect(figures(since(beforeRead)[0]!).messageTotal).toBe(0);
  });
});
