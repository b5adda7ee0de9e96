import { NOTICE_MESSAGES, type NoticeView } from '@awards/shared/notices';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { notices, noticeTargets, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { type NoticeRow, presentNotice } from './presenter';

/** The user who released a notice, joined for their name. */
export const sender = alias(users, 'sender');

/** A notice that is not deleted, or a 404. */
export async function requireNotice(db: DbOrTx, noticeId: number): Promise<NoticeRow> {
  const row = await db.query.notices.findFirst({
    where: and(eq(notices.id, noticeId), eq(notices.delFlag, 0)),
  });
  if (!row) throw notFound(NOTICE_MESSAGES.notFound);
  return row;
}

/** The target users of each notice sent to a list (msgType USER), by notice id. */
export async function targetsOf(db: DbOrTx, noticeIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (noticeIds.length === 0) return map;
  const rows = await db
    .select()
    .from(noticeTargets)
    .where(inArray(noticeTargets.noticeId, noticeIds))
    .orderBy(noticeTargets.userId);
  for (const r of rows) map.set(r.noticeId, [...(map.get(r.noticeId) ?? []), r.userId]);
  return map;
}

/** A notice as staff see it, drafts included, with its audience; a 404 when deleted. */
export async function staffView(db: DbOrTx, noticeId: number): Promise<NoticeView> {
  const [row] = await db
    .select({ notice: notices, sender: sender.realname })
    .from(notices)
    .leftJoin(sender, eq(sender.id, notices.senderUserId))
    .where(and(eq(notices.id, noticeId), eq(notices.delFlag, 0)));
  if (!row) throw notFound(NOTICE_MESSAGES.notFound);
  const targets = await targetsOf(db, [noticeId]);
  return presentNotice(row.notice, targets.get(noticeId) ?? [], row.sender);
}
