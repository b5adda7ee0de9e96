import { EDITION_STATUS_NAMES } from '@awards/shared/editions';
import {
  type ExpertProgress,
  type GroupProgress,
  REVIEW_MESSAGES as M,
  type ReviewClose,
  type ReviewItem,
  type ReviewListQuery,
  type ReviewProgress,
  type ReviewSettingsFields,
  type ReviewStanding,
} from '@awards/shared/review';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarations,
  experts,
  reviewAssignments,
  reviewGroups,
  reviewReminders,
  reviewSettings,
  reviews,
} from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import { iso } from '../../platform/time';
import { formatTime } from '../editions/public';
import { type EditionRow, expertsFor, readEdition, readSettings } from './repository';

/**
 * Where the review stands (docs/domain.md "Lifecycle"): which declarations in
 * expert review still lack their k submitted reviews, whether staff closed the
 * review, the progress per group and expert. The rule the declarations' and the
 * editions' transitions ask through their APIs (`expertReviewDone`, `reviewsMissing`).
 */
export class ReviewProgressService {
  constructor(private readonly db: Db) {}

  /** A declaration's expert review is done: k submitted reviews, or the edition's review closed. */
  async expertReviewDone(
    tx: DbOrTx,
    d: { declarationId: number; editionId: number; awardId: number },
  ): Promise<boolean> {
    const edition = await readEdition(tx, d.editionId);
    if (await closure(tx, d.editionId)) return true;
    const settings = await readSettings(tx, edition);
    const submitted = await tx.$count(
      reviews,
      and(eq(reviews.declarationId, d.declarationId), eq(reviews.status, 'submitted')),
    );
    return submitted >= expertsFor(settings, d.awardId);
  }

  /** Declarations of the edition in expert review lacking reviews; 0 once the review is closed. */
  async reviewsMissing(tx: DbOrTx, editionId: number): Promise<number> {
    if (await closure(tx, editionId)) return 0;
    return (await lacking(tx, await readEdition(tx, editionId))).length;
  }

  /** The console: where the edition stands, and progress per group and per expert. */
  async progress(editionId: number, now = new Date()): Promise<ReviewProgress> {
    const edition = await readEdition(this.db, editionId);
    const settings = await readSettings(this.db, edition);
    const reviewEnd = settings.reviewEnd ? new Date(settings.reviewEnd) : null;
    const overdue = reviewEnd !== null && reviewEnd <= now;
    const rows = await this.db
      .select({
        expertId: experts.id,
        expertName: experts.expertName,
        groupId: reviewGroups.id,
        groupName: reviewGroups.groupName,
        assigned: count(),
        drafted: sql<number>`count(${reviews.id}) filter (where ${reviews.status} = 'draft')`.mapWith(Number),
        submitted: sql<number>`count(${reviews.id}) filter (where ${reviews.status} = 'submitted')`.mapWith(
          Number,
        ),
      })
      .from(reviewAssignments)
      .innerJoin(experts, eq(experts.id, reviewAssignments.expertId))
      .innerJoin(reviewGroups, eq(reviewGroups.id, reviewAssignments.groupId))
      .leftJoin(
        reviews,
        and(
          eq(reviews.declarationId, reviewAssignments.declarationId),
          eq(reviews.expertId, reviewAssignments.expertId),
        ),
      )
      .where(eq(reviewAssignments.editionId, editionId))
      .groupBy(experts.id, experts.expertName, reviewGroups.id, reviewGroups.groupName)
      .orderBy(asc(reviewGroups.sortNumber), asc(reviewGroups.id), asc(experts.id));
    const expertRows: ExpertProgress[] = rows.map((r) => ({
      ...r,
      overdue: overdue ? r.assigned - r.submitted : 0,
    }));
    const groups = new Map<number, GroupProgress>();
    for (const r of expertRows) {
      const g = groups.get(r.groupId!) ?? {
        groupId: r.groupId!,
        groupName: r.groupName!,
        experts: 0,
        assigned: 0,
        drafted: 0,
        submitted: 0,
        overdue: 0,
      };
      g.experts += 1;
      g.assigned += r.assigned;
      g.drafted += r.drafted;
      g.submitted += r.submitted;
      g.overdue += r.overdue;
      groups.set(g.groupId, g);
    }
    return {
      standing: await this.standing(this.db, edition, settings),
      groups: [...groups.values()],
      experts: expertRows,
    };
  }

  /** The reviews of an edition (of one expert, of one declaration): the console's list to reopen from. */
  async list(query: ReviewListQuery): Promise<ReviewItem[]> {
    await readEdition(this.db, query.editionId);
    const rows = await this.db
      .select({
        reviewId: reviews.id,
        declarationId: reviews.declarationId,
        projectName: declarations.projectName,
        expertId: reviews.expertId,
        expertName: experts.expertName,
        status: reviews.status,
        total: reviews.total,
        submittedAt: reviews.submittedAt,
        reopenReason: reviews.reopenReason,
        reopenedBy: reviews.reopenedBy,
      })
      .from(reviews)
      .innerJoin(declarations, eq(declarations.id, reviews.declarationId))
      .innerJoin(experts, eq(experts.id, reviews.expertId))
      .where(
        and(
          eq(reviews.editionId, query.editionId),
          query.expertId ? eq(reviews.expertId, query.expertId) : undefined,
          query.declarationId ? eq(reviews.declarationId, query.declarationId) : undefined,
        ),
      )
      .orderBy(asc(reviews.declarationId), asc(reviews.expertId))
      .limit(1000);
    return rows.map((r) => ({ ...r, submittedAt: iso(r.submittedAt) }));
  }

  /**
   * Staff close the review although reviews are missing (REVIEW_CLOSE), the reason
   * kept with who and when: the missing reviews no longer hold the declarations or
   * the edition, and experts can no longer change or submit reviews. Only while the
   * edition is in review; once.
   */
  async close(loginName: string, input: ReviewClose, now = new Date()): Promise<ReviewStanding> {
    await this.db.transaction(async (tx) => {
      const edition = await readEdition(tx, input.editionId, true);
      if (edition.status !== 'reviewing')
        throw ruleViolation(M.closeNotReviewing({ status: EDITION_STATUS_NAMES[edition.status] }));
      const closed = await closure(tx, edition.id);
      if (closed) throw ruleViolation(M.alreadyClosed({ at: formatTime(closed.at), by: closed.by }));
      const values = { closedBy: loginName, closedTime: now, closeReason: input.reason };
      await tx
        .insert(reviewSettings)
        .values({ editionId: edition.id, ...values, createBy: loginName })
        .onConflictDoUpdate({
          target: reviewSettings.editionId,
          set: { ...values, updateBy: loginName, updateTime: now },
        });
    });
    const edition = await readEdition(this.db, input.editionId);
    return this.standing(this.db, edition, await readSettings(this.db, edition));
  }

  private async standing(
    db: DbOrTx,
    edition: EditionRow,
    settings: ReviewSettingsFields,
  ): Promise<ReviewStanding> {
    const closed = await closure(db, edition.id);
    const short = await lacking(db, edition, settings);
    const inExpertReview = await db.$count(
      declarations,
      and(eq(declarations.editionId, edition.id), eq(declarations.status, 'expert_review')),
    );
    const [last] = await db
      .select()
      .from(reviewReminders)
      .where(eq(reviewReminders.editionId, edition.id))
      .orderBy(desc(reviewReminders.createTime), desc(reviewReminders.id))
      .limit(1);
    return {
      editionStatus: edition.status,
      reviewEnd: settings.reviewEnd ?? null,
      inExpertReview,
      lacking: short.length,
      closed: closed ? { by: closed.by, at: closed.at.toISOString(), reason: closed.reason } : null,
      reviewsDone: closed !== null || short.length === 0,
      lastReminder: last
        ? { kind: last.kind, at: last.createTime.toISOString(), by: last.createBy, experts: last.experts }
        : null,
    };
  }
}

/** Who closed the edition's review, when and why; null while it is open. */
export async function closure(db: DbOrTx, editionId: number) {
  const [row] = await db
    .select({
      by: reviewSettings.closedBy,
      at: reviewSettings.closedTime,
      reason: reviewSettings.closeReason,
    })
    .from(reviewSettings)
    .where(eq(reviewSettings.editionId, editionId));
  return row?.at ? { by: row.by ?? '', at: row.at, reason: row.reason ?? '' } : null;
}

/** The declarations in expert review with fewer submitted reviews than their k. */
async function lacking(db: DbOrTx, edition: EditionRow, known?: ReviewSettingsFields) {
  const settings = known ?? (await readSettings(db, edition));
  const rows = await db
    .select({
      declarationId: declarations.id,
      awardId: declarations.awardId,
      submitted: sql<number>`count(${reviews.id}) filter (where ${reviews.status} = 'submitted')`.mapWith(
        Number,
      ),
    })
    .from(declarations)
    .leftJoin(reviews, eq(reviews.declarationId, declarations.id))
    .where(and(eq(declarations.editionId, edition.id), eq(declarations.status, 'expert_review')))
    .groupBy(declarations.id, declarations.awardId);
  return rows.filter((r) => r.submitted < expertsFor(settings, r.awardId));
}
