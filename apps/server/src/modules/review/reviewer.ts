import { REVIEW_MESSAGES as M, type ReviewerItem, type ReviewerSave } from '@awards/shared/review';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  declarationCompleters,
  declarations,
  experts,
  organisations,
  reviewAssignments,
  reviews,
} from '../../db/schema';
import { forbidden, ruleViolation } from '../../platform/errors';
import type { ConflictService } from './conflicts';
import { readEdition, readSettings } from './repository';
import { scoreSheet, standardsOf } from './standards';

/** The signed-in client user, as the expert's calls need them. */
export interface ExpertUser {
  userId: number;
  loginName: string;
  userType: string;
}

/**
 * The expert's own calls (`/rest/reviewer/*`): only a client user of type expert linked
 * to an expert record (403 otherwise), and only the declarations assigned to them (a
 * declaration not assigned answers as absent). Never another expert's scores.
 */
export class ReviewerService {
  constructor(
    private readonly db: Db,
    private readonly conflicts: ConflictService,
  ) {}

  async list(user: ExpertUser): Promise<ReviewerItem[]> {
    const expertId = await this.expertOf(user);
    const rows = await this.db
      .select({
        declarationId: declarations.id,
        projectName: declarations.projectName,
        awardId: declarations.awardId,
        discipline: declarations.discipline,
        editionId: declarations.editionId,
        status: reviews.status,
      })
      .from(reviewAssignments)
      .innerJoin(declarations, eq(declarations.id, reviewAssignments.declarationId))
      .leftJoin(reviews, and(eq(reviews.declarationId, declarations.id), eq(reviews.expertId, expertId)))
      .where(eq(reviewAssignments.expertId, expertId))
      .orderBy(asc(declarations.id));
    const ends = new Map<number, string | null>();
    for (const r of rows)
      if (!ends.has(r.editionId))
        ends.set(
          r.editionId,
          (await readSettings(this.db, await readEdition(this.db, r.editionId))).reviewEnd ?? null,
        );
    return rows.map(({ editionId, status, ...r }) => ({
      ...r,
      reviewEnd: ends.get(editionId) ?? null,
      status: status ?? 'not_started',
    }));
  }

  /** The declaration as the expert reads it (masked when the review is blind), its standards and their own review. */
  async detail(user: ExpertUser, declarationId: number) {
    const expertId = await this.expertOf(user);
    const d = await this.assigned(this.db, expertId, declarationId);
    const edition = await readEdition(this.db, d.editionId);
    const settings = await readSettings(this.db, edition);
    const [review] = await this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.declarationId, declarationId), eq(reviews.expertId, expertId)));
    const open = settings.blind
      ? null
      : {
          unitName:
            (
              await this.db
                .select({ n: organisations.organName })
                .from(organisations)
                .where(eq(organisations.id, d.unitId))
            )[0]?.n ?? null,
          recommendUnit: d.recommendUnit,
          completers: await this.db
            .select({
              name: declarationCompleters.name,
              unit: declarationCompleters.unit,
              contribution: declarationCompleters.contribution,
            })
            .from(declarationCompleters)
            .where(eq(declarationCompleters.declarationId, declarationId))
            .orderBy(asc(declarationCompleters.sortNumber)),
        };
    return {
      declarationId,
      projectName: d.projectName,
      discipline: d.discipline,
      summary: d.summary,
      keyData: d.keyData,
      blind: settings.blind,
      ...(open ?? {}),
      reviewEnd: settings.reviewEnd,
      standards: await standardsOf(this.db, d.editionId, d.awardId),
      review: review
        ? {
            status: review.status,
            scores: review.scores,
            total: review.total,
            comment: review.comment,
            familiarity: review.familiarity,
          }
        : null,
    };
  }

  /** Saves a draft (autosave): inside the review window, until submitted. */
  async save(user: ExpertUser, input: ReviewerSave) {
    const expertId = await this.expertOf(user);
    return this.db.transaction(async (tx) => {
      const d = await this.assigned(tx, expertId, input.declarationId);
      await this.requireWindow(tx, d.editionId);
      const existing = await this.lockReview(tx, expertId, input.declarationId);
      if (existing?.status === 'submitted') throw ruleViolation(M.reviewLocked);
      const sheet = scoreSheet(await standardsOf(tx, d.editionId, d.awardId), input.scores);
      const values = {
        scores: sheet.scores,
        total: sheet.total,
        comment: input.comment ?? null,
        familiarity: input.familiarity ?? null,
      };
      if (existing)
        await tx
          .update(reviews)
          .set({ ...values, updateBy: user.loginName, updateTime: new Date() })
          .where(eq(reviews.id, existing.id));
      else
        await tx.insert(reviews).values({
          editionId: d.editionId,
          declarationId: d.id,
          expertId,
          ...values,
          createBy: user.loginName,
        });
      return { declarationId: d.id, status: 'draft' as const, total: sheet.total };
    });
  }

  /** Submits the draft: every standard scored; locked afterwards unless staff reopen it. */
  async submit(user: ExpertUser, declarationId: number) {
    const expertId = await this.expertOf(user);
    return this.db.transaction(async (tx) => {
      const d = await this.assigned(tx, expertId, declarationId);
      await this.requireWindow(tx, d.editionId);
      const existing = await this.lockReview(tx, expertId, declarationId);
      if (existing?.status === 'submitted') throw ruleViolation(M.reviewLocked);
      if (!existing || existing.total === null) throw ruleViolation(M.scoresIncomplete);
      await tx
        .update(reviews)
        .set({
          status: 'submitted',
          submittedAt: new Date(),
          updateBy: user.loginName,
          updateTime: new Date(),
        })
        .where(eq(reviews.id, existing.id));
      return { declarationId, status: 'submitted' as const, total: existing.total };
    });
  }

  /** Declares a conflict instead of scoring: confirmed at once, the assignment and draft go. */
  async declareConflict(user: ExpertUser, declarationId: number, reason: string) {
    const expertId = await this.expertOf(user);
    return this.db.transaction(async (tx) => {
      await this.assigned(tx, expertId, declarationId);
      const existing = await this.lockReview(tx, expertId, declarationId);
      if (existing?.status === 'submitted') throw ruleViolation(M.reviewLocked);
      // The replacement drawn at once is staff's business: the expert learns only the conflict.
      const { conflictId } = await this.conflicts.add(
        user.loginName,
        { expertId, declarationId, conflictType: 'other', reason },
        'expert',
        tx,
      );
      return { conflictId };
    });
  }

  private async expertOf(user: ExpertUser): Promise<number> {
    if (user.userType !== 'expert') throw forbidden(M.notExpert);
    const [row] = await this.db
      .select({ id: experts.id })
      .from(experts)
      .where(and(eq(experts.userId, user.userId), eq(experts.delFlag, 0)));
    if (!row) throw forbidden(M.notExpert);
    return row.id;
  }

  /** The declaration, if assigned to this expert; else 505 (not assigned), whatever exists. */
  private async assigned(db: DbOrTx, expertId: number, declarationId: number) {
    const [row] = await db
      .select({ d: declarations })
      .from(reviewAssignments)
      .innerJoin(declarations, eq(declarations.id, reviewAssignments.declarationId))
      .where(
        and(eq(reviewAssignments.expertId, expertId), eq(reviewAssignments.declarationId, declarationId)),
      );
    if (!row) throw ruleViolation(M.notAssigned);
    return row.d;
  }

  private async lockReview(tx: DbOrTx, expertId: number, declarationId: number) {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.expertId, expertId), eq(reviews.declarationId, declarationId)))
      .for('update');
    return row;
  }

  private async requireWindow(tx: DbOrTx, editionId: number) {
    const edition = await readEdition(tx, editionId, true);
    const settings = await readSettings(tx, edition);
    const now = Date.now();
    const started = !settings.reviewStart || Date.parse(settings.reviewStart) <= now;
    const open = !settings.reviewEnd || now < Date.parse(settings.reviewEnd);
    if (edition.status !== 'reviewing' || !started || !open) throw ruleViolation(M.outsideWindow);
  }
}
