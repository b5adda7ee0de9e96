import { REVIEW_MESSAGES as M, type ReviewerSave, type ReviewerSaved } from '@awards/shared/review';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema';
import { ruleViolation } from '../../platform/errors';
import type { ConflictService } from './conflicts';
import { readEdition } from './repository';
import { assignedDeclaration, type ExpertUser, expertOf, requireOpen } from './reviewer-access';
import { scoreSheet, standardsOf } from './standards';

export type { ExpertUser } from './reviewer-access';

/**
 * The expert's writes (`/rest/reviewer/save|submit|conflict`): only a client user of type
 * expert linked to an expert record (403 otherwise), and only the declarations assigned to
 * them (403 for any other, whether it exists or not); a review is written inside the window.
 */
export class ReviewerService {
  constructor(
    private readonly db: Db,
    private readonly conflicts: ConflictService,
  ) {}

  /** Saves a draft (autosave): inside the review window, until submitted. */
  async save(user: ExpertUser, input: ReviewerSave): Promise<ReviewerSaved> {
    const expertId = await expertOf(this.db, user);
    return this.db.transaction(async (tx) => {
      const d = await assignedDeclaration(tx, expertId, input.declarationId);
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
      const now = new Date();
      if (existing)
        await tx
          .update(reviews)
          .set({ ...values, updateBy: user.loginName, updateTime: now })
          .where(eq(reviews.id, existing.id));
      else
        await tx.insert(reviews).values({
          editionId: d.editionId,
          declarationId: d.id,
          expertId,
          ...values,
          createBy: user.loginName,
          createTime: now,
          updateTime: now,
        });
      return { declarationId: d.id, status: 'draft', total: sheet.total, updateTime: now.toISOString() };
    });
  }

  /** Submits the draft: every standard scored; locked afterwards unless staff reopen it. */
  async submit(user: ExpertUser, declarationId: number): Promise<ReviewerSaved> {
    const expertId = await expertOf(this.db, user);
    return this.db.transaction(async (tx) => {
      const d = await assignedDeclaration(tx, expertId, declarationId);
      await this.requireWindow(tx, d.editionId);
      const existing = await this.lockReview(tx, expertId, declarationId);
      if (existing?.status === 'submitted') throw ruleViolation(M.reviewLocked);
      if (!existing || existing.total === null) throw ruleViolation(M.scoresIncomplete);
      const now = new Date();
      await tx
        .update(reviews)
        .set({ status: 'submitted', submittedAt: now, updateBy: user.loginName, updateTime: now })
        .where(eq(reviews.id, existing.id));
      return { declarationId, status: 'submitted', total: existing.total, updateTime: now.toISOString() };
    });
  }

  /**
   * Declares a conflict instead of scoring: confirmed at once, the assignment and draft go.
   * Before the window opens or inside it, never after it closes (the scores are final then).
   */
  async declareConflict(user: ExpertUser, declarationId: number, reason: string) {
    const expertId = await expertOf(this.db, user);
    return this.db.transaction(async (tx) => {
      const d = await assignedDeclaration(tx, expertId, declarationId);
      await requireOpen(tx, await readEdition(tx, d.editionId, true), true);
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

  private async lockReview(tx: DbOrTx, expertId: number, declarationId: number) {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.expertId, expertId), eq(reviews.declarationId, declarationId)))
      .for('update');
    return row;
  }

  private async requireWindow(tx: DbOrTx, editionId: number) {
    await requireOpen(tx, await readEdition(tx, editionId, true));
  }
}
