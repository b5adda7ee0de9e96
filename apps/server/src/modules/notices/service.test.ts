import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../platform/push/hub';
import { createTestApp, type TestApp } from '../../test/harness';
import { CountPusher } from '../user-messages/count-pusher';
import type { Pusher } from '../user-messages/pusher';
import { NoticeService } from './service';

/** A PushHub that records what services push, in order. */
class RecordingHub implements Pusher {
  readonly sent: { to: 'all' | number[]; message: PushMessage }[] = [];
  async toAll(message: PushMessage) {
    this.sent.push({ to: 'all', message });
  }
  async toUsers(userIds: readonly number[], message: PushMessage) {
    this.sent.push({ to: [...userIds], message });
  }
}

let t: TestApp;
let hub: RecordingHub;
let service: NoticeService;
let bob: number;
const admin = { userId: 1, loginName: 'admin' };

beforeAll(async () => {
  t = await createTestApp();
  bob = (await t.createUser({ loginName: 'ns-bob' })).id;
});
afterAll(() => t.close());
beforeEach(() => {
  hub = new RecordingHub();
  service = new NoticeService(t.db, hub, new CountPusher(t.db, hub), (e) => {
    throw e;
  });
});

describe('NoticeService pushes', () => {
  it('pushes release then fresh counts to the targets of a USER notice, and revoke', async () => {
    const notice = await service.save(admin, {
      titile: '只给鲍勃',
      msgType: 'USER',
      userIds: [bob],
      msgCategory: '1',
      priority: 'M',
    });
    expect(hub.sent).toEqual([]);
    await service.updateStatus(admin, notice.id, 1);
    expect(hub.sent[0]).toEqual({
      to: [bob],
      message: { cmd: 'user', dataType: 'release', msgTxt: '只给鲍勃', msgId: String(notice.id) },
    });
    const num = hub.sent[1]!;
    expect(num.to).toEqual([bob]);
    expect(num.message.cmd).toBe('num');
    const [noticeTotal, list, messageTotal, messages] = num.message.noticeList as [
      number,
      { id: number }[],
      number,
      unknown[],
    ];
    expect(noticeTotal).toBe(1);
    expect(list.map((n) => n.id)).toEqual([notice.id]);
    expect([messageTotal, messages]).toEqual([0, []]);
    expect(hub.sent).toHaveLength(2);

    hub.sent.length = 0;
    await service.updateStatus(admin, notice.id, 2);
    expect(hub.sent[0]).toEqual({
      to: [bob],
      message: { cmd: 'user', dataType: 'revoke', msgTxt: '只给鲍勃', msgId: String(notice.id) },
    });
    expect(hub.sent[1]?.message.noticeList?.[0]).toBe(0);
  });

  it('pushes a topic to everyone for an ALL notice, then counts to every user', async () => {
    const notice = await service.save(admin, {
      titile: '全体通告',
      msgType: 'ALL',
      msgCategory: '1',
      priority: 'H',
    });
    await service.updateStatus(admin, notice.id, 1);
    expect(hub.sent[0]).toEqual({
      to: 'all',
      message: { cmd: 'topic', dataType: 'release', msgTxt: '全体通告', msgId: String(notice.id) },
    });
    await service.settled();
    const numbered = hub.sent.filter((s) => s.message.cmd === 'num').map((s) => (s.to as number[])[0]);
    expect(numbered).toEqual(expect.arrayContaining([1, bob]));
    await service.updateStatus(admin, notice.id, 2);
    await service.settled();
  });
});

describe('releaseDue', () => {
  it('releases a draft once its startTime has come, exactly once', async () => {
    const start = new Date(Date.now() + 3_600_000);
    const notice = await service.save(admin, {
      titile: '定时发布',
      msgType: 'USER',
      userIds: [bob],
      msgCategory: '1',
      priority: 'L',
      startTime: start.toISOString(),
    });
    expect((await service.releaseDue(new Date())).released).not.toContain(notice.id);
    expect((await service.staffView(notice.id)).sendStatus).toBe(0);
    const due = await service.releaseDue(new Date(start.getTime() + 1000));
    expect(due.released).toEqual([notice.id]);
    const view = await service.staffView(notice.id);
    expect(view.sendStatus).toBe(1);
    expect(view.sendTime).toBe(new Date(start.getTime() + 1000).toISOString());
    expect(
      hub.sent.some((s) => s.message.dataType === 'release' && s.message.msgId === String(notice.id)),
    ).toBe(true);
    expect((await service.releaseDue(new Date(start.getTime() + 2000))).released).toEqual([]);
  });
});
