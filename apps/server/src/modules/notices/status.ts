import { NOTICE_MESSAGES, NOTICE_STATUS, type NoticeView } from '@awards/shared/notices';
import { PERM } from '@awards/shared/permissions';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices } from '../../db/schema';
import { assertHolds } from '../../platform/auth/permissions';
import type { SessionUser } from '../../platform/auth/sessions';
import { ruleViolation } from '../../platform/errors';
import type { Pusher } from '../../platform/push/hub';
import type { NoticeRow } from './presenter';
import { requireNotice, staffView, targetsOf } from './repository';
import type { UnreadChanges } from './unread-changes';

type Actor = Pick<SessionUser, 'userId' | 'loginName'>;

/**
 * A notice's release and revocation (spec 000 §3, §7): now by staff, or at its
 * startTime by releaseDue. Each transition is one conditional update, then the
 * pushes to its audience, then the audience's unread change (the bell's counts).
 */
export class NoticeStatusService {
  constructor(
    private readonly db: Db,
    private readonly push: Pusher,
    private readonly changes: UnreadChanges,
    private readonly onPushError: (error: unknown) => void = () => {},
  ) {}

  /**
   * updateStatus: 1 releases a draft (NOTICE_ISSUE), 2 revokes a published notice
   * (NOTICE_REPEAL); any other change is refused with a 505 that says what is allowed.
   */
  async updateStatus(actor: Actor, noticeId: number, sendStatus: number): Promise<NoticeView> {
    const current = await requireNotice(this.db, noticeId);
    if (sendStatus === NOTICE_STATUS.published) {
      await assertHolds(this.db, actor.userId, PERM.NOTICE_ISSUE);
      if (current.sendStatus !== NOTICE_STATUS.draft)
        throw ruleViolation(NOTICE_MESSAGES.onlyDraftReleasable);
      if (!(await this.release(noticeId, actor))) throw ruleViolation(NOTICE_MESSAGES.onlyDraftReleasable);
    } else if (sendStatus === NOTICE_STATUS.revoked) {
      await assertHolds(this.db, actor.userId, PERM.NOTICE_REPEAL);
      if (current.sendStatus !== NOTICE_STATUS.published)
        throw ruleViolation(NOTICE_MESSAGES.onlyPublishedRevocable);
      if (!(await this.revoke(noticeId, actor))) throw ruleViolation(NOTICE_MESSAGES.onlyPublishedRevocable);
    } else {
      throw ruleViolation(NOTICE_MESSAGES.illegalTransition);
    }
    return staffView(this.db, noticeId);
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
   * targets, then the audience's unread change: awaited for a handful of targets,
   * in the background for everyone.
   */
  private async announce(row: NoticeRow, dataType: 'release' | 'revoke'): Promise<void> {
    const message = { dataType, msgTxt: row.titile, msgId: String(row.id) } as const;
    try {
      if (row.msgType === 'ALL') {
        await this.push.toAll({ cmd: 'topic', ...message });
        this.changes.ofEveryone();
      } else {
        const targets = (await targetsOf(this.db, [row.id])).get(row.id) ?? [];
        await this.push.toUsers(targets, { cmd: 'user', ...message });
        await this.changes.ofUsers(targets);
      }
    } catch (error) {
      // The transition is committed; a lost push is only a late bell (the poll catches up).
      this.onPushError(error);
    }
  }
}
