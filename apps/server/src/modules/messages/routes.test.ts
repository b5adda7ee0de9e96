import {
  MESSAGE_CENTRE_PATHS,
  USER_MESSAGE_MESSAGES,
  USER_MESSAGE_PATHS,
} from '@awards/shared/user-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReceivers, messages, organisations, roles, sendLog, users } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
let admin: string;
let bob: string;
let carol: string;
let viewer: string;
let ids: { bob: number; carol: number; dave: number; parent: number; child: number; role: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  const [parent] = await t.db
    .insert(organisations)
    .values({ organCode: 'MSG_P', organName: '上级单位', parentIds: ',' })
    .returning();
  const [child] = await t.db
    .insert(organisations)
    .values({ organCode: 'MSG_C', organName: '下级部门', parentId: parent!.id, parentIds: `,${parent!.id},` })
    .returning();
  const bobRow = await t.createUser({ loginName: 'm-bob' });
  const carolRow = await t.createUser({ loginName: 'm-carol', orgId: child!.id });
  const daveRow = await t.createUser({ loginName: 'm-dave', roleCodes: ['BUSI_AUDIT'] });
  await t.createUser({ loginName: 'm-viewer', roleCodes: ['READ_ONLY'] });
  await t.db
    .update(users)
    .set({ phone: '13800000001', email: 'bob@example.org' })
    .where(eq(users.id, bobRow.id));
  const [role] = await t.db.select().from(roles).where(eq(roles.roleCode, 'BUSI_AUDIT'));
  ids = {
    bob: bobRow.id,
    carol: carolRow.id,
    dave: daveRow.id,
    parent: parent!.id,
    child: child!.id,
    role: role!.id,
  };
  bob = await t.login('m-bob', USER_PASSWORD);
  carol = await t.login('m-carol', USER_PASSWORD);
  viewer = await t.login('m-viewer', USER_PASSWORD);
});
afterAll(() => t.close());

const call = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

describe('message centre: send', () => {
  it('resolves users, organisations with their sub-organisations and roles into one row per user', async () => {
    const res = await call(MESSAGE_CENTRE_PATHS.send, {
      msgTitle: '系统维护',
      msgContent: '<p>今晚维护<script>x()</script></p>',
      userIds: [ids.bob, ids.carol],
      organIds: [ids.parent],
      roleIds: [ids.role],
    });
    expect(res.status).toBe(200);
    const detail = res.body.dataSet;
    expect(detail.msgContent).toBe('<p>今晚维护</p>');
    expect(detail.msgSenderType).toBe('USER');
    expect(detail.receivers.map((r: { userId: number }) => r.userId).sort()).toEqual(
      expect.arrayContaining([ids.bob, ids.carol, ids.dave]),
    );
    const userIds = detail.receivers.map((r: { userId: number }) => r.userId);
    expect(new Set(userIds).size).toBe(userIds.length);
    expect(detail.receivers.every((r: { sendStatus: number }) => r.sendStatus === 1)).toBe(true);

    // Carol (in the sub-organisation) finds it in her bell and her lists.
    const bell = (await call(USER_MESSAGE_PATHS.unread, {}, carol)).body.dataSet.msg;
    const record = bell.noRead.find((m: { msgId: number }) => m.msgId === detail.msgId);
    expect(record).toMatchObject({ msgTitle: '系统维护', msgSenderType: 'USER', readFlag: 0 });
    expect(bell.num).toBeGreaterThanOrEqual(1);

    // Only her own copy can be marked read; another's answers as a missing one does,
    // so that ids cannot be probed.
    const bobsCopy = (await call(USER_MESSAGE_PATHS.myPage, {}, bob)).body.dataSet.result[0];
    const missing = await call(USER_MESSAGE_PATHS.read, { messageId: 999_999 }, carol);
    for (const path of [USER_MESSAGE_PATHS.read, USER_MESSAGE_PATHS.unreadOne]) {
      const refused = await call(path, { messageId: bobsCopy.messageId }, carol);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(missing.body);
    }
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      rtnCode: '404',
      rtnMessage: zh(USER_MESSAGE_MESSAGES.notFound),
      rtnKey: 'userMessages.notFound',
      dataSet: null,
    });
    // Bob's copy stays unread.
    expect((await call(USER_MESSAGE_PATHS.myPage, {}, bob)).body.dataSet.result[0].readFlag).toBe(0);
    const read = await call(
      USER_MESSAGE_PATHS.read,
      { userId: ids.carol, messageId: record.messageId },
      carol,
    );
    expect(read.body.dataSet.readFlag).toBe(1);
    expect((await call(USER_MESSAGE_PATHS.unread, {}, carol)).body.dataSet.msg.num).toBe(bell.num - 1);
    const unread = await call(USER_MESSAGE_PATHS.unreadOne, { messageId: record.messageId }, carol);
    expect(unread.body.dataSet.readFlag).toBe(0);
    expect((await call(USER_MESSAGE_PATHS.read, { messageId: 'x' }, carol)).status).toBe(400);
    expect((await call(USER_MESSAGE_PATHS.read, { messageId: 999_999 }, carol)).status).toBe(404);

    const detailOfMine = await call(USER_MESSAGE_PATHS.myDetail, { id: detail.msgId }, carol);
    expect(detailOfMine.body.dataSet).toMatchObject({ msgId: detail.msgId, msgContent: '<p>今晚维护</p>' });
    expect((await call(USER_MESSAGE_PATHS.myDetail, { id: detail.msgId }, viewer)).status).toBe(404);
    expect((await call(USER_MESSAGE_PATHS.myDetail, {}, carol)).status).toBe(400);
    const listed = await call(USER_MESSAGE_PATHS.query, { msgTitle: '维护' }, carol);
    expect(listed.body.dataSet.map((m: { msgId: number }) => m.msgId)).toContain(detail.msgId);
    expect((await call(USER_MESSAGE_PATHS.myPage, { readFlag: 3 }, carol)).status).toBe(400);
  });

  it('refuses bad input and users without MSG_SEND, writing nothing', async () => {
    const before = await t.db.$count(messages);
    const none = await call(MESSAGE_CENTRE_PATHS.send, { msgTitle: 'x', msgContent: 'y' });
    expect(none.status).toBe(400);
    expect(none.body.dataSet.fieldErrors.userIds).toBe(zh(USER_MESSAGE_MESSAGES.receiversRequired));
    expect(
      (await call(MESSAGE_CENTRE_PATHS.send, { msgTitle: '', msgContent: 'y', userIds: [ids.bob] })).status,
    ).toBe(400);
    expect(
      (await call(MESSAGE_CENTRE_PATHS.send, { msgTitle: 'x', msgContent: 'y', userIds: [ids.bob, 999_999] }))
        .status,
    ).toBe(400);
    expect(
      (await call(MESSAGE_CENTRE_PATHS.send, { msgTitle: 'x', msgContent: 'y', userIds: [ids.bob] }, viewer))
        .status,
    ).toBe(403);
    expect(await t.db.$count(messages)).toBe(before);
  });

  it('records e-mail as failed without SMTP and SMS through the development provider', async () => {
    const mail = await call(MESSAGE_CENTRE_PATHS.send, {
      msgTitle: '邮件通知',
      msgContent: '<p>邮件</p>',
      msgType: '2',
      userIds: [ids.bob, ids.carol],
    });
    const receivers = mail.body.dataSet.receivers as {
      userId: number;
      sendStatus: number;
      errorMsg: string;
    }[];
    expect(receivers.find((r) => r.userId === ids.bob)).toMatchObject({
      sendStatus: 2,
      errorMsg: 'SMTP not configured',
    });
    expect(receivers.find((r) => r.userId === ids.carol)).toMatchObject({
      sendStatus: 2,
      errorMsg: '用户未设置邮箱',
    });
    const [logged] = await t.db.select().from(sendLog).where(eq(sendLog.recipient, 'bob@example.org'));
    expect(logged).toMatchObject({ channel: '2', sendStatus: 2, errorMsg: 'SMTP not configured' });

    const sms = await call(MESSAGE_CENTRE_PATHS.send, {
      msgTitle: '短信',
      msgContent: '您好',
      msgType: '1',
      userIds: [ids.bob],
    });
    expect(sms.body.dataSet.receivers[0]).toMatchObject({ sendStatus: 1, errorMsg: null });
    expect(sms.body.dataSet).toMatchObject({ sentCount: 1, failedCount: 0, receiverCount: 1 });
    // Outbound channels stay out of the bell.
    const bell = (await call(USER_MESSAGE_PATHS.unread, {}, bob)).body.dataSet.msg.noRead;
    expect(bell.map((m: { msgId: number }) => m.msgId)).not.toContain(sms.body.dataSet.msgId);
  });
});

describe('message centre: history, system list, detail, subjects, delete', () => {
  it('lists what staff sent, with figures, and deletes', async () => {
    const history = await call(MESSAGE_CENTRE_PATHS.history, { msgTitle: '系统维护' });
    expect(history.status).toBe(200);
    const item = history.body.dataSet.result[0];
    expect(item).toMatchObject({ msgTitle: '系统维护', msgType: '4', msgType_dictText: '系统消息' });
    expect(item.receiverCount).toBeGreaterThanOrEqual(3);
    expect((await call(MESSAGE_CENTRE_PATHS.history, {}, viewer)).status).toBe(200);
    expect((await call(MESSAGE_CENTRE_PATHS.history, {}, bob)).status).toBe(403);
    expect((await call(MESSAGE_CENTRE_PATHS.history, { msgType: '9' })).status).toBe(400);
    expect(
      (await call(MESSAGE_CENTRE_PATHS.systemList, {})).body.dataSet.result.every(
        (m: { msgSenderType: string }) => m.msgSenderType === 'SYSTEM',
      ),
    ).toBe(true);
    expect(
      (await call(MESSAGE_CENTRE_PATHS.detail, { msgId: item.msgId })).body.dataSet.receivers.length,
    ).toBe(item.receiverCount);
    expect((await call(MESSAGE_CENTRE_PATHS.detail, { msgId: 'x' })).status).toBe(400);
    expect((await call(MESSAGE_CENTRE_PATHS.detail, { msgId: item.msgId }, bob)).status).toBe(403);
    const subjects = await call(MESSAGE_CENTRE_PATHS.subjectList, { msgTitle: '维护' });
    expect(subjects.body.dataSet[0]).toMatchObject({ msgTitle: '系统维护', count: 1 });

    expect((await call(MESSAGE_CENTRE_PATHS.delete, { msgIds: [item.msgId] }, viewer)).status).toBe(403);
    expect((await call(MESSAGE_CENTRE_PATHS.delete, { msgIds: [] })).status).toBe(400);
    expect((await call(MESSAGE_CENTRE_PATHS.delete, { msgIds: [item.msgId] })).body.dataSet.count).toBe(1);
    expect((await call(MESSAGE_CENTRE_PATHS.detail, { msgId: item.msgId })).status).toBe(404);
    const rows = await t.db.select().from(messageReceivers).where(eq(messageReceivers.messageId, item.msgId));
    expect(rows.length).toBe(item.receiverCount);
    expect((await call(USER_MESSAGE_PATHS.myDetail, { id: item.msgId }, carol)).status).toBe(404);
  });
});
