import { DEFAULT_REVIEW_SETTINGS, REVIEW_MESSAGES as M, type Normalisation } from '@awards/shared/review';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { reviewCalibrations, reviewScores, reviews } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { biasLeastSquares, calibrate } from './calibration';

/**
 * The stored calibration (docs/domain.md "Stored calibration"): the scores of an edition under
 * every method, the flags and the experts' offsets are computed from the submitted reviews and
 * kept (`review_scores`, `review_calibrations`) with the fingerprint of what they were computed
 * from. A read compares the fingerprint (one aggregate over the edition's submitted reviews) and
 * calibrates again only when it moved: while experts submit, the first read after a submission
 * pays for it; once the review is over (closed, or nothing left to submit) every read is a lookup.
 */

export interface StoredScore {
  declarationId: number;
  reviews: number;
  scores: Record<Normalisation, number>;
  flags: { range: boolean; sd: boolean; outliers: number[] };
}

/** What the calibration reads of the settings. */
export interface CalibrationSettings {
  normalisation: Normalisation;
  scoreScale: number;
  rangeThreshold: number;
  sdThreshold: number;
}

/**
 * In one statement: the edition's calibration settings (the defaults where none were saved; null
 * when the edition does not exist), the fingerprint of what its scores depend on (which reviews are
 * submitted, their totals, the latest submission, the scale and thresholds) and the fingerprint kept
 * with the stored scores. The totals enter as the sum of their hashes (integer sums: cheaper than
 * summing 50,000 totals as numeric, and independent of the order rows are read in).
 */
async function stateOf(db: DbOrTx, editionId: number) {
  const d = DEFAULT_REVIEW_SETTINGS;
  const [row] = await queryRows<{
    normalisation: Normalisation;
    scale: number;
    range_t: number;
    sd_t: number;
    fingerprint: string;
    kept: string | null;
  }>(
    db,
    sql`select s.normalisation, s.scale, s.range_t, s.sd_t,
               concat_ws('|', r.n, r.ids, r.totals, r.latest, s.scale, s.range_t, s.sd_t) as fingerprint,
               (select c.fingerprint from "review_calibrations" c where c.edition_id = e.id) as kept
          from "editions" e
          cross join lateral (select coalesce(rs.normalisation, ${d.normalisation}) as normalisation,
                                     coalesce(rs.score_scale, ${d.scoreScale})::int as scale,
                                     coalesce(rs.range_threshold, ${d.rangeThreshold})::float8 as range_t,
                                     coalesce(rs.sd_threshold, ${d.sdThreshold})::float8 as sd_t
                                from (select 1) one left join "review_settings" rs on rs.edition_id = e.id) s
          cross join lateral (select count(*) as n, coalesce(sum(v.id), 0) as ids,
                                     coalesce(sum(hashfloat8(v.total)), 0) as totals, coalesce(max(v.submitted_at)::text, '') as latest
                                from "reviews" v
                               where v.edition_id = e.id and v.status = 'submitted' and v.total is not null) r
         where e.id = ${editionId}`,
  );
  if (!row) return null;
  const settings: CalibrationSettings = {
    normalisation: row.normalisation,
    scoreScale: Number(row.scale),
    rangeThreshold: Number(row.range_t),
    sdThreshold: Number(row.sd_t),
  };
  return { settings, fingerprint: row.fingerprint, kept: row.kept };
}

/**
 * Makes the edition's stored calibration current (inside `db` when it is a transaction) and answers
 * its settings (404 for an unknown edition): compares the fingerprint, and when it moved, calibrates
 * and replaces the stored rows under a lock on the edition's calibration row (a second reader
 * waits, then finds it current).
 */
export async function ensureCalibrated(db: DbOrTx, editionId: number): Promise<CalibrationSettings> {
  const state = await stateOf(db, editionId);
  if (!state) throw notFound(M.editionNotFound);
  if (state.kept === state.fingerprint) return state.settings;
  return db.transaction(async (tx) => {
    await tx
      .insert(reviewCalibrations)
      .values({ editionId, fingerprint: '' })
      .onConflictDoNothing({ target: reviewCalibrations.editionId });
    await tx
      .select({ editionId: reviewCalibrations.editionId })
      .from(reviewCalibrations)
      .where(eq(reviewCalibrations.editionId, editionId))
      .for('update');
    const locked = await stateOf(tx, editionId);
    if (!locked) throw notFound(M.editionNotFound);
    const { settings, fingerprint } = locked;
    if (locked.kept === fingerprint) return settings;
    const submitted = (
      await tx
        .select({ declarationId: reviews.declarationId, expertId: reviews.expertId, total: reviews.total })
        .from(reviews)
        .where(and(eq(reviews.editionId, editionId), eq(reviews.status, 'submitted')))
    ).flatMap((r) => (r.total === null ? [] : [{ ...r, total: r.total }]));
    const fit = biasLeastSquares(submitted);
    const scored = calibrate(
      submitted,
      settings.scoreScale,
      { range: settings.rangeThreshold, sd: settings.sdThreshold },
      fit,
    );
    await tx.delete(reviewScores).where(eq(reviewScores.editionId, editionId));
    if (scored.length > 0) {
      // One statement whatever the count (a VALUES list of 10,000 rows would pass the 65,535 parameters).
      const rows = scored.map((s) => ({
        d: s.declarationId,
        n: s.reviews,
        wm: s.scores.weighted_mean,
        tm: s.scores.trimmed_mean,
        z: s.scores.z_score,
        b: s.scores.bias_ls,
        r: s.flags.range,
        s: s.flags.sd,
        o: s.flags.outliers,
      }));
      await tx.execute(
        sql`insert into "review_scores" (declaration_id, edition_id, reviews, weighted_mean, trimmed_mean,
                                         z_score, bias_ls, flag_range, flag_sd, outliers)
            select x.d, ${editionId}, x.n, x.wm, x.tm, x.z, x.b, x.r, x.s, x.o
              from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                as x(d int, n int, wm float8, tm float8, z float8, b float8, r boolean, s boolean, o jsonb)`,
      );
    }
    await tx
      .update(reviewCalibrations)
      .set({
        fingerprint,
        offsets: Object.fromEntries(submitted.length ? fit.bias : []),
        computedTime: new Date(),
      })
      .where(eq(reviewCalibrations.editionId, editionId));
    return settings;
  });
}

/** The stored scores of the edition's declarations matching `where` (a condition on `review_scores`). */
export async function storedScores(db: DbOrTx, editionId: number, where?: SQL): Promise<StoredScore[]> {
  const rows = await db
    .select()
    .from(reviewScores)
    .where(and(eq(reviewScores.editionId, editionId), where));
  return rows.map((r) => ({
    declarationId: r.declarationId,
    reviews: r.reviews,
    scores: {
      weighted_mean: r.weightedMean,
      trimmed_mean: r.trimmedMean,
      z_score: r.zScore,
      bias_ls: r.biasLs,
    },
    flags: { range: r.flagRange, sd: r.flagSd, outliers: r.outliers },
  }));
}

/** The experts' stored offsets of the edition (current after `ensureCalibrated`). */
export async function storedOffsets(db: DbOrTx, editionId: number): Promise<Map<number, number>> {
  const [row] = await db
    .select({ offsets: reviewCalibrations.offsets })
    .from(reviewCalibrations)
    .where(eq(reviewCalibrations.editionId, editionId));
  return new Map(Object.entries(row?.offsets ?? {}).map(([k, v]) => [Number(k), v]));
}
