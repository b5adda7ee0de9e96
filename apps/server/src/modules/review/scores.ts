import { REVIEW_MESSAGES as M, type Normalisation, type ScoreRow } from '@awards/shared/review';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { declarations, reviewAssignments, reviewScores, reviews } from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';
import { readEdition, requireEditable } from './repository';
import { ensureCalibrated, type StoredScore, storedOffsets, storedScores } from './stored-scores';

/** The score table (every method side by side, the flags), progress, and reopening a review. */
export class ScoreService {
  constructor(private readonly db: Db) {}

  /** One row per assigned declaration, ranked by the edition's locked method, best first. */
  async table(
    editionId: number,
    db: DbOrTx = this.db,
  ): Promise<{ normalisation: string; scale: number; rows: ScoreRow[] }> {
    const settings = await this.current(db, editionId);
    const calibrated = new Map((await storedScores(db, editionId)).map((row) => [row.declarationId, row]));
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

  /**
   * The calibrated scores of one award's declarations in the edition (those with a submitted
   * review), and the edition's locked method: what the results page ranks by.
   */
  async awardScores(
    editionId: number,
    awardId: number,
    db: DbOrTx = this.db,
  ): Promise<{ normalisation: Normalisation; scores: Map<number, StoredScore> }> {
    const settings = await this.current(db, editionId);
    const rows = await storedScores(
      db,
      editionId,
      inArray(
        reviewScores.declarationId,
        db
          .select({ id: declarations.id })
          .from(declarations)
          .where(and(eq(declarations.editionId, editionId), eq(declarations.awardId, awardId))),
      ),
    );
    return {
      normalisation: settings.normalisation,
      scores: new Map(rows.map((row) => [row.declarationId, row])),
    };
  }

  /**
   * The declarations with a stored score and how many each flag marks (`within`: a condition on
   * declarations), and the experts' offsets when asked: one check of the calibration for both.
   */
  async figures(editionId: number, options: { within?: SQL; offsets: boolean }) {
    await this.current(this.db, editionId);
    const { within } = options;
    const [row] = await queryRows<{ n: number; range: number; sd: number }>(
      this.db,
      sql`select count(*)::int as n, count(*) filter (where s.flag_range)::int as range,
                 count(*) filter (where s.flag_sd)::int as sd
            from "review_scores" s
            ${within ? sql`join "declarations" on "declarations"."id" = s.declaration_id and (${within})` : sql``}
           where s.edition_id = ${editionId}`,
    );
    return {
      flags: { declarations: Number(row?.n ?? 0), range: Number(row?.range ?? 0), sd: Number(row?.sd ?? 0) },
      offsets: options.offsets ? await storedOffsets(this.db, editionId) : null,
    };
  }

  /** The edition's calibration settings, its stored calibration made current first (404: no edition). */
  private current(db: DbOrTx, editionId: number) {
    return ensureCalibrated(db, editionId);
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
