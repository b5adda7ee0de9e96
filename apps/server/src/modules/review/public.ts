import type { ScoreRow } from '@awards/shared/review';

/** What other modules may use of the review (the results module ranks by it). */
export interface ReviewApi {
  /** The edition's score table: every method side by side, ranked by the locked one, with the flags. */
  scoreTable(editionId: number): Promise<{ normalisation: string; scale: number; rows: ScoreRow[] }>;
  /**
   * Each expert's calibration offset in the edition: the additive bias of the least-squares fit
   * (total = quality + bias + noise, Σ bias = 0) on the 0..100 totals, by expert id (the statistics).
   */
  expertOffsets(editionId: number): Promise<Map<number, number>>;
}
