import {
  NOTICE_MESSAGES,
  NOTICE_STATUS,
  type NoticePageQuery,
  type NoticeSave,
  type NoticeView,
} from '@awards/shared/notices';
import type { Page } from '@awards/shared/paging';
import { PERM } from '@awards/shared/permissions';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, notices, noticeTargets, users } from '../../db/schema';
import { assertHolds } from '../../platform/auth/permissions';
import type { SessionUser } from '../../platform/auth/sessions';
import { displayClock } from '../../platform/clock';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { sanitiseHtml } from '../../platform/sanitise-html';
import { containsText } from '../../platform/text-match';
import { assertAttachments } from './attachments';
import { presentNotice } from './presenter';
import { requireNotice, sender, staffView, targetsOf } from './repository';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;
// A time without an offset reads as the display zone's clocks read it (one clock).
const toDate = (s: string | null | undefined) => (s ? displayClock.instant(s) : null);

/**
 * System announcements as staff manage them (spec 000 §3, §7): the list, drafts
 * added and edited, deletion. Release and revocation are NoticeStatusService's;
 * what a reader sees is MyNoticeService's.
 */
export class NoticeService {
  constructor(private readonly db: Db) {}

  async page(query: NoticePageQuery): Promise<Page<NoticeView>> {
    const where = and(
      eq(notices.delFlag, 0),
      query.titile ? containsText(notices.titile, query.titile) : undefined,
      query.sendStatus !== undefined ? eq(notices.sendStatus, query.sendStatus) : undefined,
      query.priority ? eq(notices.priority, query.priority) : undefined,
      query.msgType ? eq(notices.msgType, query.msgType) : undefined,
      query.beginTime ? gte(notices.sendTime, toDate(query.beginTime)!) : undefined,
      query.endTime ? lte(notices.sendTime, toDate(query.endTime)!) : undefined,
    );
    return pagedQuery(
      query,
      async (limit, offset) => {
        const rows = await this.db
          .select({ notice: notices, sender: sender.realname })
          .from(notices)
          .leftJoin(sender, eq(sender.id, notices.senderUserId))
          .where(where)
          .orderBy(desc(notices.createTime), desc(notices.id))
          .limit(limit)
          .offset(offset);
        const targets = await targetsOf(
          this.db,
          rows.map((r) => r.notice.id),
        );
        return rows.map((r) => presentNotice(r.notice, targets.get(r.notice.id) ?? [], r.sender));
      },
      countRows(this.db, notices, where),
    );
  }

  /** One notice as staff see it, drafts included, with its audience. */
  staffView(noticeId: number): Promise<NoticeView> {
    return staffView(this.db, noticeId);
  }

  /** addNotice: a new draft without id, an edit of a draft with one. */
  async save(actor: Actor, input: NoticeSave): Promise<NoticeView> {
    await assertHolds(this.db, actor.userId, input.id ? PERM.NOTICE_EDIT : PERM.NOTICE_ADD);
    const current = input.id ? await requireNotice(this.db, input.id) : null;
    if (current && current.sendStatus !== NOTICE_STATUS.draft)
      throw ruleViolation(NOTICE_MESSAGES.onlyDraftEditable);
    const userIds = input.msgType === 'USER' ? [...new Set(input.userIds ?? [])] : [];
    await this.assertUsers(userIds);
    const msgFiles = input.msgFiles ?? [];
    await assertAttachments(this.db, actor.userId, msgFiles, current?.msgFiles ?? []);
    const fields = {
      titile: input.titile,
      msgAbstract: input.msgAbstract ?? null,
      msgContent: sanitiseHtml(input.msgContent),
      msgType: input.msgType,
      msgCategory: input.msgCategory,
      priority: input.priority,
      startTime: toDate(input.startTime),
      endTime: toDate(input.endTime),
      msgFiles,
      openType: input.openType ?? null,
      openPage: input.openPage ?? null,
      busType: input.busType ?? null,
      busId: input.busId ?? null,
      publicFlag: input.publicFlag ?? 0,
      editionId: input.editionId ?? null,
    };
    await this.assertEdition(fields.editionId);
    return this.db.transaction(async (tx) => {
      let id: number;
      if (current) {
        // The status condition makes an edit racing a release lose instead of editing a published notice.
        const updated = await tx
          .update(notices)
          .set({ ...fields, updateBy: actor.loginName, updateTime: new Date() })
          .where(and(eq(notices.id, current.id), eq(notices.sendStatus, NOTICE_STATUS.draft)))
          .returning({ id: notices.id });
        if (updated.length === 0) throw ruleViolation(NOTICE_MESSAGES.onlyDraftEditable);
        id = current.id;
        await tx.delete(noticeTargets).where(eq(noticeTargets.noticeId, id));
      } else {
        const [row] = await tx
          .insert(notices)
          .values({ ...fields, createBy: actor.loginName })
          .returning({ id: notices.id });
        id = row!.id;
      }
      if (userIds.length > 0)
        await tx.insert(noticeTargets).values(userIds.map((userId) => ({ noticeId: id, userId })));
      return staffView(tx, id);
    });
  }

  /** deleteNoticeById(s): to the delete flag, all or none; a published notice is revoked first. */
  async remove(noticeIds: number[]): Promise<{ count: number }> {
    const unique = [...new Set(noticeIds)];
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: notices.id, sendStatus: notices.sendStatus })
        .from(notices)
        .where(and(inArray(notices.id, unique), eq(notices.delFlag, 0)))
        .for('update');
      if (rows.length !== unique.length) throw notFound(NOTICE_MESSAGES.notFound);
      if (rows.some((r) => r.sendStatus === NOTICE_STATUS.published))
        throw ruleViolation(NOTICE_MESSAGES.publishedUndeletable);
      await tx.update(notices).set({ delFlag: 1, updateTime: new Date() }).where(inArray(notices.id, unique));
      return { count: unique.length };
    });
  }

  /** The edition a notice is about must exist (a 400 on the field, not the foreign key's 500). */
  private async assertEdition(editionId: number | null): Promise<void> {
    if (editionId === null) return;
    // Read-only existence check of the editions table: notices name an edition, nothing more.
    if ((await this.db.$count(editions, eq(editions.id, editionId))) === 0)
      throw badRequest({ editionId: NOTICE_MESSAGES.editionMissing });
  }

  private async assertUsers(userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    const found = await this.db.$count(users, and(inArray(users.id, userIds), eq(users.delFlag, 0)));
    if (found !== userIds.length) throw badRequest({ userIds: NOTICE_MESSAGES.usersMissing });
  }
}
