import { type Page, toPage } from '@awards/shared/paging';
import {
  type MessageHistoryQuery,
  type MessageSend,
  MSG_TYPE,
  type MsgType,
  SEND_STATUS,
  type SenderType,
  type SentMessageDetail,
  type SentMessageView,
  type SubjectItem,
  USER_MESSAGE_MESSAGES,
} from '@awards/shared/user-messages';
import { and, count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { messageReceivers, messages, users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import { containsText } from '../../platform/text-match';
import type { OutboundDispatcher, Outcome } from '../channels/outbound';
import { CHANNEL_ERRORS } from '../channels/outbound';
import { assertAttachments } from '../notices/attachments';
import { sanitiseHtml } from '../notices/sanitise';
import type { CountPusher } from '../user-messages/count-pusher';
import type { Pusher } from '../user-messages/pusher';
import { presentReceiver, presentSentMessage } from './presenter';
import { type Receiver, type ReceiverSpec, resolveReceivers } from './receivers';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;
const sender = alias(users, 'sender');

/** What a send stores; templates render into the same shape. */
export interface Outgoing extends ReceiverSpec {
  msgTitle: string;
  msgContent: string;
  msgType: MsgType;
  msgFiles?: MessageSend['msgFiles'];
  openType?: MessageSend['openType'];
  openPage?: string | null | undefined;
  busType?: string | null | undefined;
  busId?: string | null | undefined;
}

/** Per-receiver figures of a message, aggregated in SQL. */
const figures = {
  receiverCount: sql<number>`count(${messageReceivers.id})`.mapWith(Number),
  readCount:
    sql<number>`count(${messageReceivers.id}) filter (where ${messageReceivers.readFlag} = 1)`.mapWith(
      Number,
    ),
  sentCount:
    sql<number>`count(${messageReceivers.id}) filter (where ${messageReceivers.sendStatus} = 1)`.mapWith(
      Number,
    ),
  failedCount:
    sql<number>`count(${messageReceivers.id}) filter (where ${messageReceivers.sendStatus} = 2)`.mapWith(
      Number,
    ),
};

/**
 * The staff message centre (spec 001 §7 "messages: send, history, detail, system
 * list, subject list"). A send resolves its receivers, stores the message with one
 * receiver row per user in one transaction, then delivers: the system channel
 * pushes `user` and fresh counts, SMS and e-mail go through the dispatcher and
 * each receiver row records that outcome.
 */
export class MessageCentreService {
  constructor(
    private readonly db: Db,
    private readonly push: Pusher,
    private readonly counts: CountPusher,
    private readonly outbound: OutboundDispatcher,
    private readonly onPushError: (error: unknown) => void = () => {},
  ) {}

  async send(
    actor: Actor,
    input: Outgoing,
    senderType: Exclude<SenderType, 'NOTICE'> = 'USER',
    templateCode: string | null = null,
  ): Promise<SentMessageDetail> {
    const receivers = await resolveReceivers(this.db, input);
    const msgFiles = input.msgFiles ?? [];
    await assertAttachments(this.db, actor.userId, msgFiles, []);
    // SMS and WeChat texts are plain text, shown as such; system and e-mail content is HTML.
    const html = input.msgType === MSG_TYPE.system || input.msgType === MSG_TYPE.email;
    const content = html ? (sanitiseHtml(input.msgContent) ?? '') : input.msgContent;
    const msgId = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({
          msgTitle: input.msgTitle,
          msgContent: content,
          msgType: input.msgType,
          senderType,
          senderUserId: actor.userId,
          msgFiles,
          openType: input.openType ?? null,
          openPage: input.openPage ?? null,
          busType: input.busType ?? null,
          busId: input.busId ?? null,
          templateCode,
          createBy: actor.loginName,
        })
        .returning({ id: messages.id });
      const status = input.msgType === MSG_TYPE.system ? SEND_STATUS.sent : SEND_STATUS.pending;
      await tx
        .insert(messageReceivers)
        .values(receivers.map((r) => ({ messageId: row!.id, userId: r.userId, sendStatus: status })));
      return row!.id;
    });
    await this.deliver(msgId, input, content, receivers, templateCode);
    return this.detail(msgId);
  }

  history(query: MessageHistoryQuery): Promise<Page<SentMessageView>> {
    return this.list(query, eq(messages.senderType, 'USER'));
  }

  systemList(query: MessageHistoryQuery): Promise<Page<SentMessageView>> {
    return this.list(query, eq(messages.senderType, 'SYSTEM'));
  }

  async detail(msgId: number): Promise<SentMessageDetail> {
    const [row] = await this.db
      .select({ message: messages, sender: sender.realname, ...figures })
      .from(messages)
      .leftJoin(sender, eq(sender.id, messages.senderUserId))
      .leftJoin(messageReceivers, eq(messageReceivers.messageId, messages.id))
      .where(and(eq(messages.id, msgId), eq(messages.delFlag, 0)))
      .groupBy(messages.id, sender.realname);
    if (!row) throw notFound(USER_MESSAGE_MESSAGES.notFound);
    const receivers = await this.db
      .select({ receiver: messageReceivers, realname: users.realname })
      .from(messageReceivers)
      .innerJoin(users, eq(users.id, messageReceivers.userId))
      .where(eq(messageReceivers.messageId, msgId))
      .orderBy(messageReceivers.id)
      .limit(2000);
    return {
      ...presentSentMessage(row.message, row.sender, row),
      receivers: receivers.map((r) => presentReceiver(r.receiver, r.realname)),
    };
  }

  /** The distinct titles sent, newest first: the history page's subject filter. */
  async subjects(msgTitle?: string): Promise<SubjectItem[]> {
    const rows = await this.db
      .select({ msgTitle: messages.msgTitle, count: count(), lastSendTime: max(messages.sendTime) })
      .from(messages)
      .where(and(eq(messages.delFlag, 0), msgTitle ? containsText(messages.msgTitle, msgTitle) : undefined))
      .groupBy(messages.msgTitle)
      .orderBy(desc(max(messages.sendTime)))
      .limit(100);
    return rows.map((r) => ({
      msgTitle: r.msgTitle,
      count: r.count,
      lastSendTime: r.lastSendTime!.toISOString(),
    }));
  }

  /** Deletes sent messages (delete flag): they leave the history and the receivers' lists. */
  async remove(msgIds: number[]): Promise<{ count: number }> {
    const unique = [...new Set(msgIds)];
    return this.db.transaction(async (tx) => {
      const found = await tx.$count(messages, and(inArray(messages.id, unique), eq(messages.delFlag, 0)));
      if (found !== unique.length) throw notFound(USER_MESSAGE_MESSAGES.notFound);
      await tx.update(messages).set({ delFlag: 1 }).where(inArray(messages.id, unique));
      return { count: unique.length };
    });
  }

  private async list(query: MessageHistoryQuery, who: SQL): Promise<Page<SentMessageView>> {
    const where = and(
      eq(messages.delFlag, 0),
      who,
      query.msgTitle ? containsText(messages.msgTitle, query.msgTitle) : undefined,
      query.msgType ? eq(messages.msgType, query.msgType) : undefined,
    );
    const [rows, total] = await Promise.all([
      this.db
        .select({ message: messages, sender: sender.realname, ...figures })
        .from(messages)
        .leftJoin(sender, eq(sender.id, messages.senderUserId))
        .leftJoin(messageReceivers, eq(messageReceivers.messageId, messages.id))
        .where(where)
        .groupBy(messages.id, sender.realname)
        .orderBy(desc(messages.sendTime), desc(messages.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(messages, where),
    ]);
    return toPage(
      query,
      total,
      rows.map((r) => presentSentMessage(r.message, r.sender, r)),
    );
  }

  /** After the commit: push for the system channel, send and record for the others. */
  private async deliver(
    msgId: number,
    input: Outgoing,
    content: string,
    receivers: Receiver[],
    templateCode: string | null,
  ): Promise<void> {
    const userIds = receivers.map((r) => r.userId);
    if (input.msgType === MSG_TYPE.system) {
      try {
        await this.push.toUsers(userIds, {
          cmd: 'user',
          dataType: 'release',
          msgTxt: input.msgTitle,
          msgId: String(msgId),
        });
        await this.counts.toUsers(userIds);
      } catch (error) {
        this.onPushError(error);
      }
      return;
    }
    for (const receiver of receivers) {
      const outcome = await this.sendOne(msgId, input, content, receiver, templateCode);
      await this.db
        .update(messageReceivers)
        .set(outcome)
        .where(and(eq(messageReceivers.messageId, msgId), eq(messageReceivers.userId, receiver.userId)));
    }
  }

  private sendOne(
    msgId: number,
    input: Outgoing,
    content: string,
    receiver: Receiver,
    templateCode: string | null,
  ): Promise<Outcome> {
    const base = {
      receiverUserId: receiver.userId,
      subject: input.msgTitle,
      content,
      templateCode,
      bizType: templateCode ? 'template' : 'message',
      messageId: msgId,
    };
    if (input.msgType === MSG_TYPE.sms) {
      if (!receiver.phone)
        return Promise.resolve({ sendStatus: SEND_STATUS.failed, errorMsg: CHANNEL_ERRORS.noPhone });
      return this.outbound.sendSms({ ...base, recipient: receiver.phone });
    }
    if (input.msgType === MSG_TYPE.email) {
      if (!receiver.email)
        return Promise.resolve({ sendStatus: SEND_STATUS.failed, errorMsg: CHANNEL_ERRORS.noEmail });
      return this.outbound.sendEmail({ ...base, recipient: receiver.email });
    }
    return this.outbound.sendWechat({ ...base, recipient: String(receiver.userId) });
  }
}
