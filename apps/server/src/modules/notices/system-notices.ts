import { NOTICE_STATUS } from '@awards/shared/notices';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notices } from '../../db/schema';
import { sanitiseHtml } from '../../platform/sanitise-html';
import type { PublicNoticeInput } from './public';

/**
 * Public notices another module writes in its own transaction (the publicity module's notice of
 * a published list): to everyone, shown on the public site, published now or, with a future
 * start, a draft the release job publishes at that time (the same path as staff's scheduled
 * notices). The bell's counts catch up at its next poll.
 */
export async function insertPublicNotice(tx: DbOrTx, input: PublicNoticeInput): Promise<number> {
  const now = new Date();
  const later = input.startTime.getTime() > now.getTime();
  const [row] = await tx
    .insert(notices)
    .values({
      titile: input.title,
      msgAbstract: input.abstract,
      msgContent: sanitiseHtml(input.content),
      msgType: 'ALL',
      msgCategory: '1',
      priority: 'H',
      sendStatus: later ? NOTICE_STATUS.draft : NOTICE_STATUS.published,
      startTime: later ? input.startTime : null,
      sendTime: later ? null : now,
      publicFlag: 1,
      editionId: input.editionId,
      busType: input.busType,
      busId: input.busId,
      createBy: input.operator,
    })
    .returning({ id: notices.id });
  return row!.id;
}

/** A published notice revoked, a draft deleted: what withdrawing the list behind it does to its notice. */
export async function withdrawNotice(tx: DbOrTx, noticeId: number, operator: string): Promise<void> {
  const now = new Date();
  await tx
    .update(notices)
    .set({ sendStatus: NOTICE_STATUS.revoked, cancelTime: now, updateBy: operator, updateTime: now })
    .where(and(eq(notices.id, noticeId), eq(notices.sendStatus, NOTICE_STATUS.published)));
  await tx
    .update(notices)
    .set({ delFlag: 1, updateBy: operator, updateTime: now })
    .where(and(eq(notices.id, noticeId), inArray(notices.sendStatus, [NOTICE_STATUS.draft])));
}
