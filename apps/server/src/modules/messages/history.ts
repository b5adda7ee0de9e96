import type { Page } from '@awards/shared/paging';
import {
  type MessageHistoryQuery,
  type SentMessageDetail,
  type SentMessageView,
  type SubjectItem,
  USER_MESSAGE_MESSAGES,
} from '@awards/shared/user-messages';
import { and, count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { messageReceivers, messages, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { presentReceiver, presentSentMessage } from './presenter';

const sender = alias(users, 'sender');

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
 * What the message centre sent (spec 001 §7 "messages: history, detail, system
 * list, subject list"), with each message's receiver figures, and deletion.
 */
export class MessageHistoryService {
  constructor(private readonly db: Db) {}

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

  private list(query: MessageHistoryQuery, who: SQL): Promise<Page<SentMessageView>> {
    const where = and(
      eq(messages.delFlag, 0),
      who,
      query.msgTitle ? containsText(messages.msgTitle, query.msgTitle) : undefined,
      query.msgType ? eq(messages.msgType, query.msgType) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.db
            .select({ message: messages, sender: sender.realname, ...figures })
            .from(messages)
            .leftJoin(sender, eq(sender.id, messages.senderUserId))
            .leftJoin(messageReceivers, eq(messageReceivers.messageId, messages.id))
            .where(where)
            .groupBy(messages.id, sender.realname)
            .orderBy(desc(messages.sendTime), desc(messages.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => presentSentMessage(r.message, r.sender, r)),
      countRows(this.db, messages, where),
    );
  }
}
