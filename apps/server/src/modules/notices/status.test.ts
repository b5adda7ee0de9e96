import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Pusher, PushMessage } from '../../platform/push/hub';
import { createTestApp, type TestApp } from '../../test/harness';
import type { UnreadChange } from './public';
import { NoticeService } from './service';
import { NoticeStatusService } from './status';
import { UnreadChanges } from './unread-changes';

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
let told: UnreadChange[];
let changes: UnreadChanges;
let drafts: NoticeService;
let status: NoticeStatusService;
let bob: number;
const admin = { userId: 1, loginName: 'admin' };
const fail = (error: unknown) => {
  throw error;
};

beforeAll(async () => {
  t = await createTestApp();
  bob = (await t.createUser({ loginName: 'ns-bob' })).id;
});
afterAll(() => t.close());
beforeEach(() => {
  hub = new RecordingHub();
  told = [];
  changes = new UnreadChanges(fail);
  // The listener records the change with what was pushed before it, so the order is checked too.
  changes.listen(async (change) => {
    told.push(change);
    hub.sent.push({ to: change === 'everyone' ? 'all' : [...change.userIds], message: { cmd: 'num' } });
  });
  drafts = new NoticeService(t.db);
  status = new NoticeStatusService(t.db, hub, changes, fail);
});

describe('NoticeStatusService pushes', () => {
  it('pushes release to the targets of a USER notice, then tells of their unread change; and revoke', async () => {
    const notice = await drafts.save(admin, {
      titile: '只给鲍勃',
      msgType: 'USER',
      userIds: [bob],
      msgCategory: '1',
      priority: 'M',
    });
    expect(hub.sent).toEqual([]);
    await status.updateStatus(admin, notice.id, 1);
    expect(hub.sent).toEqual([
      {
        to: [bob],
        message: { cmd: 'user', dataType: 'release', msgTxt: '只给鲍勃', msgId: String(notice.id) },
      },
      { to: [bob], message: { cmd: 'num' } },
    ]);
    expect(told).toEqual([{ userIds: [bob] }]);

    hub.sent.length = 0;
    await status.updateStatus(admin, notice.id, 2);
    expect(hub.sent).toEqual([
      {
        to: [bob],
        message: { cmd: 'user', dataType: 'revoke', msgTxt: '只给鲍勃', msgId: String(notice.id) },
      },
      { to: [bob], message: { cmd: 'num' } },
    ]);
  });

  it('pushes a topic to everyone for an ALL notice, then tells that everyone’s unread changed', async () => {
    const notice = await drafts.save(admin, {
      titile: '全体通告',
      msgType: 'ALL',
      msgCategory: '1',
      priority: 'H',
    });
    await status.updateStatus(admin, notice.id, 1);
    expect(hub.sent[0]).toEqual({
      to: 'all',
      message: { cmd: 'topic', dataType: 'release', msgTxt: '全体通告', msgId: String(notice.id) },
    });
    await changes.settled();
    expect(told).toEqual(['everyone']);
    await status.updateStatus(admin, notice.id, 2);
    await changes.settled();
    expect(told).toEqual(['everyone', 'everyone']);
  });

  it('a failing listener is reported and the release stands', async () => {
    const reported: unknown[] = [];
    const failing = new UnreadChanges((error) => reported.push(error));
    failing.listen(async () => {
      throw new Error('bell down');
    });
    const releasing = new NoticeStatusService(t.db, hub, failing, fail);
    const notice = await drafts.save(admin, {
      titile: '铃声失灵',
      msgType: 'USER',
      userIds: [bob],
      msgCategory: '1',
      priority: 'L',
    });
    expect((await releasing.updateStatus(admin, notice.id, 1)).sendStatus).toBe(1);
    expect(reported).toEqual([new Error('bell down')]);
  });
});

describe('releaseDue', () => {
  it('releases a draft once its startTime has come, exactly once', async () => {
    const start = new Date(Date.now() + 3_600_000);
    const notice = await drafts.save(admin, {
      titile: '定时发布',
      msgType: 'USER',
      userIds: [bob],
      msgCategory: '1',
      priority: 'L',
      startTime: start.toISOString(),
    });
    expect((await status.releaseDue(new Date())).released).not.toContain(notice.id);
    expect((await drafts.staffView(notice.id)).sendStatus).toBe(0);
    const due = await status.releaseDue(new Date(start.getTime() + 1000));
    expect(due.released).toEqual([notice.id]);
    const view = await drafts.staffView(notice.id);
    expect(view.sendStatus).toBe(1);
    expect(view.sendTime).toBe(new Date(start.getTime() + 1000).toISOString());
    expect(
      hub.sent.some((s) => s.message.dataType === 'release' && s.message.msgId === String(notice.id)),
    ).toBe(true);
    expect((await status.releaseDue(new Date(start.getTime() + 2000))).released).toEqual([]);
  });
});
