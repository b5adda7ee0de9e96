import { REVIEW_MESSAGES as M, type ScoreRow } from '@awards/shared/review';
import { and, count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { declarations, reviewAssignments, reviews } from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { biasLeastSquares, calibrate } from './calibration';
import { readEdition, readSettings, requireEditable } from './repository';

/** The score table (every method side by side, the flags), progress, and reopening a review. */
export class ScoreService {
  constructor(private readonly db: Db) {}

  /** One row per assigned declaration, ranked by the edition's locked method, best first. */
  async table(
    editionId: number,
    db: DbOrTx = this.db,
  ): Promise<{ normalisation: string; scale: number; rows: ScoreRow[] }> {
    const edition = await readEdition(db, editionId);
    const settings = await readSettings(db, edition);
    const submitted = await db
      .select({ declarationId: reviews.declarationId, expertId: reviews.expertId, total: reviews.total })
      .from(reviews)
      .where(and(eq(reviews.editionId, editionId), eq(reviews.status, 'submitted')));
    const calibrated = new Map(
      calibrate(
        submitted.filter((r) => r.total !== null).map((r) => ({ ...r, total: r.total! })),
        settings.scoreScale,
        { range: settings.rangeThreshold, sd: settings.sdThreshold },
      ).map((row) => [row.declarationId, row]),
    );
    const assigned = await db
      .select({ declarationId: declarations.id, projectName: declarations.projectName, reviews: count() })
      .from(reviewAssignments)
      .innerJoin(declarations, eq(declarations.id, reviewAssignments.declarationId))
      .where(eq(reviewAssignments.editionId, editionId))
      .groupBy(declarations.id, declarations.projectName);
    const rows: ScoreRow[] = assigned.map((a) => {
      const c = calibrated.get(a.declarationId);
      return {
        ...a,
        submitted: c?.reviews ?? 0,
        scores: c?.scores ?? { weighted_mean: null, trimmed_mean: null, z_score: null, bias_ls: null },
        ranked: c?.scores[settings.normalisation] ?? null,
        flags: c?.flags ?? { range: false, sd: false, outliers: [] },
      };
    });
    rows.sort((a, b) => (b.ranked ?? -1) - (a.ranked ?? -1) || a.declarationId - b.declarationId);
    return { normalisation: settings.normalisation, scale: settings.scoreScale, rows };
  }

  /** Each expert's additive bias over the edition's submitted totals (the statistics' calibration offsets). */
  async offsets(editionId: number): Promise<Map<number, number>> {
    const submitted = await this.db
      .select({ declarationId: reviews.declarationId, expertId: reviews.expertId, total: reviews.total })
      .from(reviews)
      .where(and(eq(reviews.editionId, editionId), eq(reviews.status, 'submitted')));
    const scored = submitted.filter((r) => r.total !== null).map((r) => ({ ...r, total: r.total! }));
    return scored.length ? biasLeastSquares(scored).bias : new Map();
  }

  /** Staff reopen a submitted review (REVIEW_REOPEN): back to draft, the reason kept. */
  async reopen(loginName: string, reviewId: number, reason: string) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
      if (!row) throw notFound(M.reviewNotFound);
      requireEditable(await readEdition(tx, row.editionId, true), ['reviewing']);
      if (row.status !== 'submitted') throw ruleViolation(M.notSubmitted);
      await tx
        .update(reviews)
        .set({
          status: 'draft',
          submittedAt: null,
          reopenReason: reason,
          reopenedBy: loginName,
          updateBy: loginName,
          updateTime: new Date(),
        })
        .where(eq(reviews.id, reviewId));
      return { reviewId, status: 'draft' as const };
    });
  }
}
