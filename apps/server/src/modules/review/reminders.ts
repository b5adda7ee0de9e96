import { EDITION_STATUS_NAMES } from '@awards/shared/editions';
import { renderMessage } from '@awards/shared/i18n';
import {
  REVIEW_MESSAGES as M,
  REMINDER_SMS_TEMPLATE,
  type ReminderKind,
  type RemindOutcome,
  type ReviewRemind,
} from '@awards/shared/review';
import { MSG_TYPE, SEND_STATUS } from '@awards/shared/user-messages';
import { and, asc, count, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, experts, reviewAssignments, reviewReminders, reviews, users } from '../../db/schema';
import { displayClock } from '../../platform/clock';
import { notFound, ruleViolation } from '../../platform/errors';
import type { JobHandler } from '../../platform/scheduler/job-handlers';
import { formatTime } from '../editions/public';
import type { MessageActor, MessageCentre } from '../messages/public';
import type { TemplatesApi } from '../templates/public';
import { closure } from './progress';
import { readEdition, readGroup, readSettings } from './repository';

const DAY = 86_400_000;

/** Whom the scheduled reminder is sent as (the message's sender): the administrator. */
const SYSTEM_SENDER = 'admin';

/**
 * Reminders to the experts with unsubmitted reviews (docs/domain.md "Reminders"):
 * an in-site message (message centre, system channel) and an SMS rendered from
 * the REVIEW_REMIND_SMS template, one of each per expert, with their own count.
 * Staff send them from the console (REVIEW_REMIND); the scheduled job sends them
 * N days before the review ends, once a day per edition at most. A failed send is
 * counted and logged, never undoes the others.
 */
export class ReminderService {
  constructor(
    private readonly db: Db,
    private readonly messageCentre: MessageCentre,
    private readonly templates: TemplatesApi,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Staff's call: every expert with unsubmitted reviews in the edition, or in one of its groups. */
  async remind(
    actor: MessageActor,
    input: ReviewRemind,
    kind: ReminderKind = 'manual',
    now = new Date(),
  ): Promise<RemindOutcome> {
    const edition = await readEdition(this.db, input.editionId);
    if (edition.status !== 'reviewing')
      throw ruleViolation(M.remindNotReviewing({ status: EDITION_STATUS_NAMES[edition.status] }));
    if (await closure(this.db, edition.id)) throw ruleViolation(M.reviewClosedForExperts);
    if (input.groupId !== undefined) {
      const group = await readGroup(this.db, input.groupId);
      if (group.editionId !== edition.id) throw notFound(M.groupNotFound);
    }
    const behind = await this.db
      .select({
        expertId: experts.id,
        expertName: experts.expertName,
        userId: experts.userId,
        open: count(),
      })
      .from(reviewAssignments)
      .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
      .leftJoin(
        reviews,
        and(
          eq(reviews.declarationId, reviewAssignments.declarationId),
          eq(reviews.expertId, reviewAssignments.expertId),
        ),
      )
      .where(
        and(
          eq(reviewAssignments.editionId, edition.id),
          input.groupId !== undefined ? eq(reviewAssignments.groupId, input.groupId) : undefined,
          or(isNull(reviews.id), ne(reviews.status, 'submitted')),
        ),
      )
      .groupBy(experts.id, experts.expertName, experts.userId)
      .orderBy(asc(experts.id));
    if (behind.length === 0) throw ruleViolation(M.nothingToRemind);

    const settings = await readSettings(this.db, edition);
    const end = settings.reviewEnd ? formatTime(new Date(settings.reviewEnd)) : renderMessage(M.noDeadline);
    const outcome: RemindOutcome = { experts: behind.length, messages: 0, sms: 0, smsFailed: 0 };
    for (const expert of behind) {
      // An expert without an account has no inbox and no phone on a user record: counted, not reached.
      if (expert.userId === null) continue;
      // Stored for the expert to read later, whatever their language: written in zh_CN.
      const params = { edition: edition.editionName, count: expert.open, end };
      try {
        await this.messageCentre.send(
          actor,
          {
            userIds: [expert.userId],
            msgTitle: renderMessage(M.remindTitle),
            msgContent: `<p>${renderMessage(M.remindContent(params))}</p>`,
            msgType: MSG_TYPE.system,
            busType: 'review',
            busId: String(edition.id),
          },
          'SYSTEM',
        );
        outcome.messages += 1;
      } catch (error) {
        this.onError(error);
      }
      try {
        const sent = await this.templates.send(actor, {
          templateCode: REMINDER_SMS_TEMPLATE,
          params: {
            name: expert.expertName,
            edition: edition.editionName,
            count: expert.open,
            deadline: end,
          },
          userIds: [expert.userId],
        });
        outcome.sms += 1;
        if (sent.receivers.some((r) => r.sendStatus === SEND_STATUS.failed)) outcome.smsFailed += 1;
      } catch (error) {
        outcome.sms += 1;
        outcome.smsFailed += 1;
        this.onError(error);
      }
    }
    await this.db.insert(reviewReminders).values({
      editionId: edition.id,
      groupId: input.groupId ?? null,
      kind,
      experts: outcome.experts,
      messages: outcome.messages,
      sms: outcome.sms,
      createBy: actor.loginName,
      createTime: now,
    });
    return outcome;
  }

  /**
   * The scheduled reminder: every edition in review whose review ends within its
   * `reminderDaysBefore` days from now (and has not ended), not closed, and not yet
   * reminded by the job on this (Beijing) day. Answers the editions and experts reminded.
   */
  async remindDue(now: Date): Promise<{ editions: number; experts: number }> {
    const sender = await this.sender();
    const result = { editions: 0, experts: 0 };
    if (!sender) return result;
    const candidates = await this.db
      .select()
      .from(editions)
      .where(eq(editions.status, 'reviewing'))
      .orderBy(asc(editions.id));
    // "Not twice on one day": the display zone's day, as staff read the dates.
    const dayStart = displayClock.span(displayClock.day(now))?.from ?? new Date(now.getTime() - DAY);
    const remindedToday = new Set(
      (
        await this.db
          .select({ editionId: reviewReminders.editionId })
          .from(reviewReminders)
          .where(
            and(
              eq(reviewReminders.kind, 'scheduled'),
              gte(reviewReminders.createTime, dayStart),
              inArray(
                reviewReminders.editionId,
                candidates.map((e) => e.id),
              ),
            ),
          )
      ).map((r) => r.editionId),
    );
    for (const edition of candidates) {
      if (remindedToday.has(edition.id)) continue;
      const settings = await readSettings(this.db, edition);
      if (!settings.reviewEnd) continue;
      const end = new Date(settings.reviewEnd).getTime();
      if (end <= now.getTime() || end - now.getTime() > settings.reminderDaysBefore * DAY) continue;
      try {
        const sent = await this.remind(sender, { editionId: edition.id }, 'scheduled', now);
        result.editions += 1;
        result.experts += sent.experts;
      } catch (error) {
        // Nothing to remind, or the review closed: the next edition goes on.
        if (!(error instanceof Error && 'rtnCode' in error)) this.onError(error);
      }
    }
    return result;
  }

  private async sender(): Promise<MessageActor | null> {
    const [admin] = await this.db
      .select({ userId: users.id, loginName: users.loginName })
      .from(users)
      .where(eq(users.loginName, SYSTEM_SENDER));
    return admin ?? null;
  }
}

/** The jobs module's handler: the scheduled reminder before the review ends. */
export const remindReviewsJob = (reminders: Pick<ReminderService, 'remindDue'>): JobHandler => ({
  className: 'remindReviews',
  label: M.remindJobLabel,
  description: M.remindJobDescription,
  paramExample: null,
  async run({ now }) {
    const { editions, experts } = await reminders.remindDue(now);
    // The run's result is stored as text for staff to read later: in zh_CN.
    return renderMessage(M.reminded({ editions, experts }));
  },
});
