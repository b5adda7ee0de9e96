import type { Page } from '@awards/shared/paging';
import {
  type MessageRecord,
  type MyMessagePageQuery,
  type MyMessageQuery,
  type UnreadCounts,
  USER_MESSAGE_MESSAGES,
} from '@awards/shared/user-messages';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { messageReceivers, messages, users } from '../../db/schema';
import type { SessionUser } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import { countSelect, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import type { CountPusher } from './count-pusher';
import { unreadAnswer, unreadCounts } from './counts';
import { presentMessageRecord } from './presenter';

type Actor = Pick<SessionUser, 'userId'>;
const sender = alias(users, 'sender');
const QUERY_LIMIT = 200;

/**
 * A user's own messages (spec 000 §7): the bell's unread list, read and unread
 * marks (only on one's own receiver rows), lists and detail. Every change of a
 * read flag pushes the user's fresh counts to their other tabs and devices.
 */
export class UserMessageService {
  constructor(
    private readonly db: Db,
    private readonly counts: CountPusher,
    private readonly onPushError: (error: unknown) => void = () => {},
  ) {}

  unread(user: Actor) {
    return unreadAnswer(this.db, user.userId);
  }

  /** getHeaderNotice: the bell's counts and newest unread entries. */
  header(user: Actor): Promise<UnreadCounts> {
    return unreadCounts(this.db, user.userId);
  }

  markRead(user: Actor, messageId: number) {
    return this.setRead(user, messageId, 1);
  }

  markUnread(user: Actor, messageId: number) {
    return this.setRead(user, messageId, 0);
  }

  async query(user: Actor, filters: MyMessageQuery): Promise<MessageRecord[]> {
    const rows = await this.select(this.mine(user, filters)).limit(QUERY_LIMIT);
    return rows.map((r) => presentMessageRecord(r.message, r.receiver, r.sender));
  }

  async myPage(user: Actor, query: MyMessagePageQuery): Promise<Page<MessageRecord>> {
    const where = this.mine(user, query);
    return pagedQuery(
      query,
      async (limit, offset) =>
        (await this.select(where).limit(limit).offset(offset)).map((r) =>
          presentMessageRecord(r.message, r.receiver, r.sender),
        ),
      countSelect(
        this.db,
        this.db
          .select({ id: messageReceivers.id })
          .from(messageReceivers)
          .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
          .where(where),
      ),
    );
  }

  /** getMyMsgDetailById: my copy of the message with that msgId. */
  async detail(user: Actor, msgId: number): Promise<MessageRecord> {
    const [row] = await this.select(
      and(
        eq(messageReceivers.userId, user.userId),
        eq(messageReceivers.delFlag, 0),
        eq(messages.id, msgId),
        eq(messages.delFlag, 0),
      ) as SQL,
    );
    if (!row) throw notFound(USER_MESSAGE_MESSAGES.notFound);
    return presentMessageRecord(row.message, row.receiver, row.sender);
  }

  /**
   * Another user's receiver row answers exactly as a missing one (404 消息不存在): the
   * caller learns nothing about which ids exist.
   */
  private async setRead(user: Actor, messageId: number, readFlag: 0 | 1): Promise<MessageRecord> {
    const [row] = await this.db
      .select({ userId: messageReceivers.userId })
      .from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
      .where(
        and(
          eq(messageReceivers.id, messageId),
          eq(messageReceivers.userId, user.userId),
          eq(messageReceivers.delFlag, 0),
          eq(messages.delFlag, 0),
        ),
      );
    if (!row) throw notFound(USER_MESSAGE_MESSAGES.notFound);
    await this.db
      .update(messageReceivers)
      .set({ readFlag, readTime: readFlag ? new Date() : null })
      .where(eq(messageReceivers.id, messageId));
    try {
      await this.counts.toUsers([user.userId]);
    } catch (error) {
      this.onPushError(error);
    }
    const [updated] = await this.select(eq(messageReceivers.id, messageId));
    return presentMessageRecord(updated!.message, updated!.receiver, updated!.sender);
  }

  private mine(user: Actor, filters: MyMessageQuery): SQL {
    return and(
      eq(messageReceivers.userId, user.userId),
      eq(messageReceivers.delFlag, 0),
      eq(messages.delFlag, 0),
      filters.msgTitle ? containsText(messages.msgTitle, filters.msgTitle) : undefined,
      filters.readFlag !== undefined ? eq(messageReceivers.readFlag, filters.readFlag) : undefined,
    ) as SQL;
  }

  private select(where: SQL) {
    return this.db
      .select({ message: messages, receiver: messageReceivers, sender: sender.realname })
      .from(messageReceivers)
      .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
      .leftJoin(sender, eq(sender.id, messages.senderUserId))
      .where(where)
      .orderBy(desc(messages.sendTime), desc(messageReceivers.id))
      .$dynamic();
  }
}
