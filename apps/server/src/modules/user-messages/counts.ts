import { HEADER_LIST_SIZE, type MessageRecord, type UnreadCounts } from '@awards/shared/user-messages';
import { and, eq, inArray, lte, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { messageReceivers, messages, notices, users } from '../../db/schema';
import type { PushMessage } from '../../platform/push/hub';
import { type NoticeRow, noticeAsMessage, presentHeaderNotice, readBy, visibleTo } from '../notices/public';
import { presentMessageRecord } from './presenter';

const noticeSender = alias(users, 'notice_sender');
const messageSender = alias(users, 'message_sender');

/** Unread messages of the bell: the system channel (4) only; SMS and e-mail went elsewhere. */
const unreadMessage = (): SQL =>
  and(
    eq(messageReceivers.delFlag, 0),
    eq(messageReceivers.readFlag, 0),
    eq(messages.delFlag, 0),
    eq(messages.msgType, '4'),
  ) as SQL;

interface Unread<T> {
  total: number;
  rows: T[];
}
type NoticeEntry = { notice: NoticeRow; sender: string | null };

/**
 * For each user: how many live notices addressed to them they have not read, and
 * the newest `limit` of them. One ranked query for the whole set of users, so a
 * notice to everyone costs a few queries per 500 users, not a few per user.
 */
async function unreadNotices(db: DbOrTx, userIds: number[], limit: number) {
  const ranked = db
    .select({
      userId: sql<number>`${users.id}`.as('ranked_user_id'),
      noticeId: sql<number>`${notices.id}`.as('ranked_notice_id'),
      rank: sql<number>`row_number() over (partition by ${users.id} order by ${notices.sendTime} desc, ${notices.id} desc)`.as(
        'ranked_rank',
      ),
      total: sql<number>`count(*) over (partition by ${users.id})`.as('ranked_total'),
    })
    .from(users)
    .innerJoin(notices, and(visibleTo(users.id), not(readBy(users.id))))
    .where(inArray(users.id, userIds))
    .as('ranked');
  const rows = await db
    .select({ userId: ranked.userId, total: ranked.total, notice: notices, sender: noticeSender.realname })
    .from(ranked)
    .innerJoin(notices, eq(notices.id, ranked.noticeId))
    .leftJoin(noticeSender, eq(noticeSender.id, notices.senderUserId))
    .where(lte(ranked.rank, limit))
    .orderBy(ranked.userId, ranked.rank);
  const byUser = new Map<number, Unread<NoticeEntry>>();
  for (const r of rows) {
    const entry = byUser.get(Number(r.userId)) ?? { total: Number(r.total), rows: [] };
    entry.rows.push({ notice: r.notice, sender: r.sender });
    byUser.set(Number(r.userId), entry);
  }
  return byUser;
}

/** For each user: their unread system-channel messages, counted, and the newest `limit`. */
async function unreadMessages(db: DbOrTx, userIds: number[], limit: number) {
  const ranked = db
    .select({
      receiverId: sql<number>`${messageReceivers.id}`.as('ranked_receiver_id'),
      rank: sql<number>`row_number() over (partition by ${messageReceivers.userId} order by ${messages.sendTime} desc, ${messageReceivers.id} desc)`.as(
        'ranked_rank',
      ),
      total: sql<number>`count(*) over (partition by ${messageReceivers.userId})`.as('ranked_total'),
    })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .where(and(inArray(messageReceivers.userId, userIds), unreadMessage()))
    .as('ranked_messages');
  const rows = await db
    .select({
      total: ranked.total,
      receiver: messageReceivers,
      message: messages,
      sender: messageSender.realname,
    })
    .from(ranked)
    .innerJoin(messageReceivers, eq(messageReceivers.id, ranked.receiverId))
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .leftJoin(messageSender, eq(messageSender.id, messages.senderUserId))
    .where(lte(ranked.rank, limit))
    .orderBy(messageReceivers.userId, ranked.rank);
  const byUser = new Map<number, Unread<MessageRecord>>();
  for (const r of rows) {
    const entry = byUser.get(r.receiver.userId) ?? { total: Number(r.total), rows: [] };
    entry.rows.push(presentMessageRecord(r.message, r.receiver, r.sender));
    byUser.set(r.receiver.userId, entry);
  }
  return byUser;
}

const none = { total: 0, rows: [] };

/**
 * The one computation of unread figures: the header notice call, the unread poll
 * and the websocket `num` push all read it, so they never disagree. Takes many
 * users at once (the pushes of a notice to everyone).
 */
export async function unreadCountsFor(
  db: DbOrTx,
  userIds: number[],
  limit = HEADER_LIST_SIZE,
): Promise<Map<number, { notices: Unread<NoticeEntry>; messages: Unread<MessageRecord> }>> {
  const [noticesByUser, messagesByUser] = await Promise.all([
    unreadNotices(db, userIds, limit),
    unreadMessages(db, userIds, limit),
  ]);
  return new Map(
    userIds.map((id) => [
      id,
      { notices: noticesByUser.get(id) ?? none, messages: messagesByUser.get(id) ?? none },
    ]),
  );
}

export const toCounts = (u: {
  notices: Unread<NoticeEntry>;
  messages: Unread<MessageRecord>;
}): UnreadCounts => ({
  noticeTotal: u.notices.total,
  noticeList: u.notices.rows.map((r) => presentHeaderNotice(r.notice, r.sender)),
  messageTotal: u.messages.total,
  messageList: u.messages.rows,
});

/** One user's figures, as getHeaderNotice answers them. */
export async function unreadCounts(db: DbOrTx, userId: number): Promise<UnreadCounts> {
  return toCounts((await unreadCountsFor(db, [userId])).get(userId)!);
}

/** How many unread entries of each kind the poll answer carries. */
const UNREAD_LIST_LIMIT = 50;

/** /rest/msg/getMyNoReadMsgList: num counts both kinds; noRead lists notices then messages. */
export async function unreadAnswer(db: DbOrTx, userId: number) {
  const mine = (await unreadCountsFor(db, [userId], UNREAD_LIST_LIMIT)).get(userId)!;
  return {
    msg: {
      num: mine.notices.total + mine.messages.total,
      noRead: [...mine.notices.rows.map((r) => noticeAsMessage(r.notice, r.sender)), ...mine.messages.rows],
    },
  };
}

/** The `num` push of spec 000 §3: noticeList = [notice count, notices, message count, messages]. */
export const numPush = (counts: UnreadCounts): PushMessage => ({
  cmd: 'num',
  noticeList: [counts.noticeTotal, counts.noticeList, counts.messageTotal, counts.messageList],
});
