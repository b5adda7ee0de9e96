import {
  type MyNoticePageQuery,
  type MyNoticeView,
  NOTICE_MESSAGES,
  NOTICE_STATUS,
  type NoticePageQuery,
  type NoticeSave,
  type NoticeView,
} from '@awards/shared/notices';
import { type Page, toPage } from '@awards/shared/paging';
import { PERM } from '@awards/shared/permissions';
import type { UnreadCounts } from '@awards/shared/user-messages';
import { and, desc, eq, gte, inArray, lte, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { noticeReads, notices, noticeTargets, users } from '../../db/schema';
import { assertHolds, permissionCodesOf } from '../../platform/auth/permissions';
import type { SessionUser } from '../../platform/auth/sessions';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { containsText } from '../../platform/text-match';
import type { CountPusher } from '../user-messages/count-pusher';
import { unreadCounts } from '../user-messages/counts';
import type { Pusher } from '../user-messages/pusher';
import { assertAttachments } from './attachments';
import { readBy, visibleTo } from './audience';
import { type NoticeRow, presentMyNotice, presentNotice } from './presenter';
import { sanitiseHtml } from './sanitise';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;
const sender = alias(users, 'sender');
const toDate = (s: string | null | undefined) => (s ? new Date(s.replace(' ', 'T')) : null);

/**
 * System announcements (spec 000 §3, §7): drafts are edited, released (now or at
 * their startTime by releaseDue) and revoked; each transition pushes to the
 * audience after its transaction commits, then each target's fresh counts.
 */
export class NoticeService {
  /** Pushes still running (counts to everyone); tests and shutdown wait on them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly push: Pusher,
    private readonly counts: CountPusher,
    private readonly onPushError: (error: unknown) => void = () => {},
  ) {}

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
    const [rows, total] = await Promise.all([
      this.db
        .select({ notice: notices, sender: sender.realname })
        .from(notices)
        .leftJoin(sender, eq(sender.id, notices.senderUserId))
        .where(where)
        .orderBy(desc(notices.createTime), desc(notices.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(notices, where),
    ]);
    const targets = await this.targetsOf(rows.map((r) => r.notice.id));
    return toPage(
      query,
      total,
      rows.map((r) => presentNotice(r.notice, targets.get(r.notice.id) ?? [], r.sender)),
    );
  }

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
    const [rows, total] = await Promise.all([
      this.db
        .select({ notice: notices, sender: sender.realname, readTime: noticeReads.readTime })
        .from(notices)
        .leftJoin(sender, eq(sender.id, notices.senderUserId))
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.userId)))
        .where(where)
        .orderBy(desc(notices.sendTime), desc(notices.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.$count(notices, where),
    ]);
    return toPage(
      query,
      total,
      rows.map((r) => presentMyNotice(r.notice, r.sender, r.readTime)),
    );
  }

  /**
   * getNoticeById: staff holding NOTICE_VIEW read any notice (drafts too, with the
   * audience); anyone else reads a notice only once it is published to them.
   */
  async detail(user: Actor, noticeId: number): Promise<NoticeView | MyNoticeView> {
    if (await this.isStaffReader(user)) return this.staffView(noticeId);
    const [row] = await this.db
      .select({ notice: notices, sender: sender.realname, readTime: noticeReads.readTime })
      .from(notices)
      .leftJoin(sender, eq(sender.id, notices.senderUserId))
      .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, user.userId)))
      .where(and(eq(notices.id, noticeId), visibleTo(user.userId)));
    if (!row) throw notFound(NOTICE_MESSAGES.notFound);
    return presentMyNotice(row.notice, row.sender, row.readTime);
  }

  async staffView(noticeId: number, db: DbOrTx = this.db): Promise<NoticeView> {
    const [row] = await db
      .select({ notice: notices, sender: sender.realname })
      .from(notices)
      .leftJoin(sender, eq(sender.id, notices.senderUserId))
      .where(and(eq(notices.id, noticeId), eq(notices.delFlag, 0)));
    if (!row) throw notFound(NOTICE_MESSAGES.notFound);
    const targets = await this.targetsOf([noticeId], db);
    return presentNotice(row.notice, targets.get(noticeId) ?? [], row.sender);
  }

  /** addNotice: a new draft without id, an edit of a draft with one. */
  async save(actor: Actor, input: NoticeSave): Promise<NoticeView> {
    await this.assertHolds(actor, input.id ? PERM.NOTICE_EDIT : PERM.NOTICE_ADD);
    const current = input.id ? await this.require(input.id) : null;
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
    };
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
      return this.staffView(id, tx);
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

  /**
   * updateStatus: 1 releases a draft (NOTICE_ISSUE), 2 revokes a published notice
   * (NOTICE_REPEAL); any other change is refused with a 505 that says what is allowed.
   */
  async updateStatus(actor: Actor, noticeId: number, sendStatus: number): Promise<NoticeView> {
    const current = await this.require(noticeId);
    if (sendStatus === NOTICE_STATUS.published) {
      await this.assertHolds(actor, PERM.NOTICE_ISSUE);
      if (current.sendStatus !== NOTICE_STATUS.draft)
        throw ruleViolation(NOTICE_MESSAGES.onlyDraftReleasable);
      if (!(await this.release(noticeId, actor))) throw ruleViolation(NOTICE_MESSAGES.onlyDraftReleasable);
    } else if (sendStatus === NOTICE_STATUS.revoked) {
      await this.assertHolds(actor, PERM.NOTICE_REPEAL);
      if (current.sendStatus !== NOTICE_STATUS.published)
        throw ruleViolation(NOTICE_MESSAGES.onlyPublishedRevocable);
      if (!(await this.revoke(noticeId, actor))) throw ruleViolation(NOTICE_MESSAGES.onlyPublishedRevocable);
    } else {
      throw ruleViolation(NOTICE_MESSAGES.illegalTransition);
    }
    return this.staffView(noticeId);
  }

  /**
   * Releases the drafts whose startTime has come (the scheduled job calls this).
   * Each release is a conditional update, so two instances never release one twice.
   */
  async releaseDue(now: Date = new Date()): Promise<{ released: number[] }> {
    const due = await this.db
      .select({ id: notices.id })
      .from(notices)
      .where(
        and(
          eq(notices.sendStatus, NOTICE_STATUS.draft),
          eq(notices.delFlag, 0),
          lte(notices.startTime, now),
          sql`${notices.startTime} is not null`,
        ),
      )
      .orderBy(notices.startTime)
      .limit(500);
    const released: number[] = [];
    for (const { id } of due) if (await this.release(id, null, now)) released.push(id);
    return { released };
  }

  /** updateReadStatus: marks one notice read for me; my fresh counts are pushed. */
  async markRead(user: Actor, noticeId: number): Promise<{ readFlag: 1 }> {
    const visible = await this.db.$count(notices, and(eq(notices.id, noticeId), visibleTo(user.userId)));
    if (visible === 0) throw notFound(NOTICE_MESSAGES.notFound);
    await this.db.insert(noticeReads).values({ noticeId, userId: user.userId }).onConflictDoNothing();
    await this.afterCommit(this.counts.toUsers([user.userId]));
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
    await this.afterCommit(this.counts.toUsers([user.userId]));
    return { count: visible.length };
  }

  /** getHeaderNotice: the bell's counts and newest unread entries. */
  header(user: Actor): Promise<UnreadCounts> {
    return unreadCounts(this.db, user.userId);
  }

  /** Waits for background pushes (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Draft → published; pushes release to the audience. False when it was not a draft any more. */
  private async release(noticeId: number, actor: Actor | null, now = new Date()): Promise<boolean> {
    const [row] = await this.db
      .update(notices)
      .set({
        sendStatus: NOTICE_STATUS.published,
        sendTime: now,
        senderUserId: actor?.userId ?? sql`${notices.senderUserId}`,
        updateBy: actor?.loginName ?? 'system',
        updateTime: now,
      })
      .where(
        and(eq(notices.id, noticeId), eq(notices.sendStatus, NOTICE_STATUS.draft), eq(notices.delFlag, 0)),
      )
      .returning();
    if (!row) return false;
    await this.announce(row, 'release');
    return true;
  }

  private async revoke(noticeId: number, actor: Actor): Promise<boolean> {
    const now = new Date();
    const [row] = await this.db
      .update(notices)
      .set({ sendStatus: NOTICE_STATUS.revoked, cancelTime: now, updateBy: actor.loginName, updateTime: now })
      .where(and(eq(notices.id, noticeId), eq(notices.sendStatus, NOTICE_STATUS.published)))
      .returning();
    if (!row) return false;
    await this.announce(row, 'revoke');
    return true;
  }

  /**
   * The pushes of a transition (spec 000 §3): `topic` to everyone or `user` to the
   * targets, then fresh counts. Counts to a handful of targets are awaited; counts
   * to everyone run in the background so a large audience does not hold the request.
   */
  private async announce(row: NoticeRow, dataType: 'release' | 'revoke'): Promise<void> {
    const message = { dataType, msgTxt: row.titile, msgId: String(row.id) } as const;
    try {
      if (row.msgType === 'ALL') {
        await this.push.toAll({ cmd: 'topic', ...message });
        this.background(this.counts.toEveryone());
      } else {
        const targets = (await this.targetsOf([row.id])).get(row.id) ?? [];
        await this.push.toUsers(targets, { cmd: 'user', ...message });
        await this.counts.toUsers(targets);
      }
    } catch (error) {
      // The transition is committed; a lost push is only a late bell (the poll catches up).
      this.onPushError(error);
    }
  }

  private async afterCommit(work: Promise<void>): Promise<void> {
    try {
      await work;
    } catch (error) {
      this.onPushError(error);
    }
  }

  private background(work: Promise<void>): void {
    const tracked: Promise<void> = work.catch(this.onPushError).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  private async require(noticeId: number): Promise<NoticeRow> {
    const row = await this.db.query.notices.findFirst({
      where: and(eq(notices.id, noticeId), eq(notices.delFlag, 0)),
    });
    if (!row) throw notFound(NOTICE_MESSAGES.notFound);
    return row;
  }

  private async targetsOf(noticeIds: number[], db: DbOrTx = this.db): Promise<Map<number, number[]>> {
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

  private async assertUsers(userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    const found = await this.db.$count(users, and(inArray(users.id, userIds), eq(users.delFlag, 0)));
    if (found !== userIds.length) throw badRequest({ userIds: NOTICE_MESSAGES.usersMissing });
  }

  private async isStaffReader(user: Actor): Promise<boolean> {
    return (await permissionCodesOf(this.db, user.userId)).includes(PERM.NOTICE_VIEW);
  }

  private async assertHolds(user: Actor, code: string): Promise<void> {
    await assertHolds(this.db, user.userId, code);
  }
}
