import type { ScoreRow } from '@awards/shared/review';

/** What other modules may use of the review (the results module ranks by it). */
export interface ReviewApi {
  /** The edition's score table: every method side by side, ranked by the locked one, with the flags. */
  scoreTable(editionId: number): Promise<{ normalisation: string; scale: number; rows: ScoreRow[] }>;
}
