import {
  type MyNoticePageQuery,
  type MyNoticeView,
  NOTICE_MESSAGES,
  type NoticeView,
} from '@awards/shared/notices';
import type { Page } from '@awards/shared/paging';
import { PERM } from '@awards/shared/permissions';
import { and, desc, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeReads, notices } from '../../db/schema';
import { permissionCodesOf } from '../../platform/auth/permissions';
import type { SessionUser } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { containsText } from '../../platform/text-match';
import { readBy, visibleTo } from './audience';
import { presentMyNotice } from './presenter';
import { sender, staffView } from './repository';
import type { UnreadChanges } from './unread-changes';

type Actor = Pick<SessionUser, 'userId'>;

/**
 * The notices a signed-in user reads (spec 000 §7): published, addressed to them,
 * not ended, with their read mark. Marking read tells the bell (UnreadChanges).
 */
export class MyNoticeService {
  constructor(
    private readonly db: Db,
    private readonly changes: UnreadChanges,
  ) {}

  /** My notices: published, addressed to me, not ended; newest first, with my read flag. */
  async myPage(user: Actor, query: MyNoticePageQuery): Promise<Page<MyNoticeView>> {
    const where = and(
      visibleTo(user.userId),
      query.titile ? containsText(notices.titile, query.titile) : undefined,
      query.readFlag === 1
        ? readBy(user.userId)
        : query.readFlag === 0
          ? not(readBy(user.userId))
          : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) =>
        (
          await this.db
            .select({ notice: notices, sender: sender.realname, readTime: noticeReads.readTime })
            .from(notices)
            .leftJoin(sender, eq(sender.id, notices.senderUserId))
            .leftJoin(
              noticeReads,
              and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.userId)),
            )
            .where(where)
            .orderBy(desc(notices.sendTime), desc(notices.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => presentMyNotice(r.notice, r.sender, r.readTime)),
      countRows(this.db, notices, where),
    );
  }

  /**
   * getNoticeById: staff holding NOTICE_VIEW read any notice (drafts too, with the
   * audience); anyone else reads a notice only once it is published to them.
   */
  async detail(user: Actor, noticeId: number): Promise<NoticeView | MyNoticeView> {
    if ((await permissionCodesOf(this.db, user.userId)).includes(PERM.NOTICE_VIEW))
      return staffView(this.db, noticeId);
    const [row] = await this.db
      .select({ notice: notices, sender: sender.realname, readTime: noticeReads.readTime })
      .from(notices)
      .leftJoin(sender, eq(sender.id, notices.senderUserId))
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.userId)))
      .where(and(eq(notices.id, noticeId), visibleTo(user.userId)));
    if (!row) throw notFound(NOTICE_MESSAGES.notFound);
    return presentMyNotice(row.notice, row.sender, row.readTime);
  }

  /** updateReadStatus: marks one notice read for me; the bell is told. */
  async markRead(user: Actor, noticeId: number): Promise<{ readFlag: 1 }> {
    const visible = await this.db.$count(notices, and(eq(notices.id, noticeId), visibleTo(user.userId)));
    if (visible === 0) throw notFound(NOTICE_MESSAGES.notFound);
    await this.db.insert(noticeReads).values({ noticeId, userId: user.userId }).onConflictDoNothing();
    await this.changes.ofUsers([user.userId]);
    return { readFlag: 1 };
  }

  /** SyncNoticeByIds: marks several read at once (ids I cannot see are ignored). */
  async markManyRead(user: Actor, noticeIds: number[]): Promise<{ count: number }> {
    const visible = await this.db
      .select({ id: notices.id })
      .from(notices)
      .where(and(inArray(notices.id, [...new Set(noticeIds)]), visibleTo(user.userId)));
    if (visible.length > 0)
      await this.db
        .insert(noticeReads)
        .values(visible.map((v) => ({ noticeId: v.id, userId: user.userId })))
        .onConflictDoNothing();
    await this.changes.ofUsers([user.userId]);
    return { count: visible.length };
  }
}
