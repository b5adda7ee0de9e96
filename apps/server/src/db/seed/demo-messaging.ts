import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  editions,
  messageReceivers,
  messages,
  messageTemplates,
  noticeReads,
  notices,
  noticeTargets,
  sendLog,
  users,
} from '../schema';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * Demo messaging (issue 5): published, draft and revoked notices, system and
 * staff messages to admin and other demo users, two templates and SMS log rows.
 * Runs inside the demo transaction; skipped when its templates already exist, so
 * a second run adds nothing. No demo attachment: files live in the file store,
 * which the seed does not write to.
 */
export async function seedMessagingDemo(tx: DbOrTx): Promise<void> {
  const done = await tx.$count(messageTemplates, eq(messageTemplates.templateCode, 'AUDIT_RESULT'));
  if (done > 0) return;
  const people = await tx
    .select({ id: users.id, loginName: users.loginName, phone: users.phone })
    .from(users)
    .where(inArray(users.loginName, ['admin', 'auditor', 'viewer', 'sysadmin']));
  const id = (name: string) => people.find((p) => p.loginName === name)?.id ?? null;
  const admin = id('admin');
  if (admin === null) return;

  await tx.insert(messageTemplates).values([
    {
      templateCode: 'AUDIT_RESULT',
      templateName: '申报审核结果通知',
      templateNameI18n: { zh_TW: '申報審核結果通知', en_GB: 'Declaration review result' },
      templateTitle: '${prize}形式审查结果',
      templateContent: '<p>${name}您好：您申报的${prize}形式审查结果为<strong>${result}</strong>。</p>',
      templateType: '4',
      remark: '形式审查完成后发送给申报联系人',
      createBy: 'system',
    },
    {
      templateCode: 'REVIEW_INVITE_SMS',
      templateName: '评审邀请短信',
      templateNameI18n: { zh_TW: '評審邀請簡訊', en_GB: 'Review invitation SMS' },
      templateContent:
        '【奖励申报系统】${name}专家您好，诚邀您参加${edition}评审，请于${deadline}前登录系统确认。',
      templateType: '1',
      createBy: 'system',
    },
  ]);

  const base = { msgCategory: '1', createBy: 'admin', senderUserId: admin };
  const published = await tx
    .insert(notices)
    .values([
      {
        ...base,
        titile: '关于开展2026年度科学技术奖申报工作的通知',
        msgAbstract: '2026年度科学技术奖申报工作即日启动，截止日期为6月30日。',
        msgContent:
          '<p>各有关单位：</p><p>2026年度科学技术奖申报工作即日启动，请于<strong>6月30日</strong>前通过系统完成网上申报。</p>',
        priority: 'H',
        sendStatus: 1,
        sendTime: ago(3),
        openType: 'url',
        openPage: '/declare/list',
        // Shown on the public site too; linkDemoGuides names its edition once the editions exist.
        publicFlag: 1,
      },
      {
        ...base,
        titile: '系统将于本周六凌晨进行升级维护',
        msgAbstract: '维护期间系统暂停访问约2小时。',
        msgContent: '<p>维护时间：周六 02:00 至 04:00，期间系统暂停访问。</p>',
        priority: 'M',
        sendStatus: 1,
        sendTime: ago(1),
      },
      {
        ...base,
        titile: '评审专家库信息更新提醒',
        msgContent: '<p>请各评审处于本月底前核对专家联系方式。</p>',
        msgType: 'USER',
        priority: 'L',
        sendStatus: 1,
        sendTime: ago(2),
      },
    ])
    .returning({ id: notices.id, msgType: notices.msgType });
  const targeted = published.find((n) => n.msgType === 'USER');
  const targets = [admin, id('auditor')].filter((v): v is number => v !== null);
  if (targeted)
    await tx.insert(noticeTargets).values(targets.map((userId) => ({ noticeId: targeted.id, userId })));
  // Admin has read the oldest one, so the bell shows a mix.
  await tx.insert(noticeReads).values({ noticeId: published[0]!.id, userId: admin }).onConflictDoNothing();

  await tx.insert(notices).values([
    {
      ...base,
      titile: '2026年度评审会议安排（草稿）',
      msgContent: '<p>会议安排待定。</p>',
      priority: 'M',
      sendStatus: 0,
      startTime: new Date(Date.now() + 7 * DAY),
    },
    {
      ...base,
      titile: '关于调整申报截止时间的通知（已撤销）',
      msgContent: '<p>此通知已撤销。</p>',
      priority: 'H',
      sendStatus: 2,
      sendTime: ago(5),
      cancelTime: ago(4),
    },
  ]);

  const receivers = [admin, id('auditor'), id('viewer'), id('sysadmin')].filter(
    (v): v is number => v !== null,
  );
  const [system] = await tx
    .insert(messages)
    .values({
      msgTitle: '科技进步奖形式审查结果',
      msgContent: '<p>您好：您申报的科技进步奖形式审查结果为<strong>通过</strong>。</p>',
      senderType: 'SYSTEM',
      templateCode: 'AUDIT_RESULT',
      sendTime: ago(1),
      createBy: 'system',
    })
    .returning({ id: messages.id });
  const [staff] = await tx
    .insert(messages)
    .values({
      msgTitle: '请尽快完成本周的形式审查任务',
      msgContent: '<p>本周尚有 12 份申报材料待审查，请于周五前完成。</p>',
      senderType: 'USER',
      senderUserId: admin,
      sendTime: ago(0.2),
      createBy: 'admin',
    })
    .returning({ id: messages.id });
  await tx.insert(messageReceivers).values([
    ...receivers.map((userId) => ({ messageId: system!.id, userId, sendStatus: 1 })),
    ...receivers.map((userId, i) => ({
      messageId: staff!.id,
      userId,
      sendStatus: 1,
      readFlag: i % 2,
      readTime: i % 2 ? ago(0.1) : null,
    })),
  ]);

  const phoneOf = (name: string) => people.find((p) => p.loginName === name)?.phone ?? '13800000000';
  await tx.insert(sendLog).values([
    {
      channel: '1',
      recipient: phoneOf('auditor'),
      receiverUserId: id('auditor'),
      content: '【奖励申报系统】张专家您好，诚邀您参加2026年度评审，请于6月30日前登录系统确认。',
      templateCode: 'REVIEW_INVITE_SMS',
      bizType: 'template',
      provider: 'development',
      sendStatus: 1,
      sendTime: ago(2),
      createTime: ago(2),
    },
    {
      channel: '1',
      recipient: phoneOf('viewer'),
      receiverUserId: id('viewer'),
      content: '【奖励申报系统】王专家您好，诚邀您参加2026年度评审，请于6月30日前登录系统确认。',
      templateCode: 'REVIEW_INVITE_SMS',
      bizType: 'template',
      provider: 'development',
      sendStatus: 2,
      errorMsg: '号码已停机',
      createTime: ago(2),
    },
    {
      channel: '1',
      recipient: phoneOf('sysadmin'),
      receiverUserId: id('sysadmin'),
      content: '您的申报材料已提交成功。',
      bizType: 'message',
      provider: 'development',
      sendStatus: 0,
      createTime: ago(0.5),
    },
  ]);
}

/**
 * The public call for declarations is about the edition open for declaration (its attachments
 * are that edition's guides and forms on the public site): linked once the editions exist.
 */
export async function linkDemoGuides(tx: DbOrTx): Promise<void> {
  const [open] = await tx.select({ id: editions.id }).from(editions).where(eq(editions.status, 'declaring'));
  if (open) await tx.update(notices).set({ editionId: open.id }).where(eq(notices.publicFlag, 1));
}
