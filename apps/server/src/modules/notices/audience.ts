import { and, eq, exists, gt, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { noticeReads, notices, noticeTargets } from '../../db/schema';

/** A user: an id, or a column holding one (users.id when computing for many users at once). */
type UserRef = number | SQLWrapper;

/** A notice addressed to this user: to everyone, or to a list holding them. */
export const addressedTo = (userId: UserRef): SQL =>
  or(
    eq(notices.msgType, 'ALL'),
    exists(
      sql`(select 1 from ${noticeTargets} where ${noticeTargets.noticeId} = ${notices.id} and ${noticeTargets.userId} = ${userId})`,
    ),
  ) as SQL;

/** Published, not deleted, not past its end time. */
export const live = (): SQL =>
  and(
    eq(notices.delFlag, 0),
    eq(notices.sendStatus, 1),
    or(isNull(notices.endTime), gt(notices.endTime, sql`now()`)),
  ) as SQL;

/** What a user sees in "my notices": live and addressed to them. */
export const visibleTo = (userId: UserRef): SQL => and(live(), addressedTo(userId)) as SQL;

/** The read row of this user for the notice in scope, as a correlated condition. */
export const readBy = (userId: UserRef): SQL =>
  exists(
    sql`(select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`,
  );
