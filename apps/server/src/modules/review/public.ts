import type { Normalisation, ScoreRow } from '@awards/shared/review';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A review group as the meeting review reads it: its leader and members (alternates left out). */
export interface ReviewGroupRef {
  groupId: number;
  editionId: number;
  groupName: string;
  awardId: number | null;
  members: { expertId: number; role: 'leader' | 'member' }[];
}

/** What other modules may use of the review (the meeting and results modules rank and recuse by it). */
export interface ReviewApi {
  /** The edition's score table: every method side by side, ranked by the locked one, with the flags (inside `db` when given). */
  scoreTable(
    editionId: number,
    db?: DbOrTx,
  ): Promise<{ normalisation: string; scale: number; rows: ScoreRow[] }>;
  /**
   * One award's declarations with a submitted review in the edition: their scores under every
   * method and flags (the stored calibration, made current first), and the edition's locked method.
   */
  awardScores(
    editionId: number,
    awardId: number,
    db?: DbOrTx,
  ): Promise<{
    normalisation: Normalisation;
    scores: Map<number, { scores: Record<Normalisation, number> }>;
  }>;
  /** A review group with its leader and members; null when absent. */
  group(db: DbOrTx, groupId: number): Promise<ReviewGroupRef | null>;
  /** The declarations placed in a group. */
  groupDeclarationIds(db: DbOrTx, groupId: number): Promise<number[]>;
  /** The confirmed conflicts (回避) on these declarations: the members who recuse. */
  confirmedConflicts(
    db: DbOrTx,
    declarationIds: readonly number[],
  ): Promise<{ declarationId: number; expertId: number }[]>;
  /**
   * The stored calibration's figures for the statistics: the declarations with a submitted review
   * and how many the range and SD flags mark (`within`: a condition on `"declarations"`, the
   * caller's data scope), and the experts' offsets when `offsets` is asked (they are fitted on the
   * whole edition).
   */
  calibrationFigures(
    editionId: number,
    options: { within?: SQL; offsets: boolean },
  ): Promise<{
    flags: { declarations: number; range: number; sd: number };
    offsets: Map<number, number> | null;
  }>;
  /** The submitted reviews of one declaration, oldest first, with the standards and the edition's scale. */
  declarationReviews(db: DbOrTx, declarationId: number): Promise<DeclarationReviews>;
}

/** One declaration's submitted reviews (totals on 0..100, scores by standard id), with who wrote each. */
export interface DeclarationReviews {
  scale: number;
  standards: { standardId: number; standardName: string; maxScore: number; weight: number }[];
  reviews: {
    expertId: number;
    expertName: string;
    organisation: string;
    scores: Record<string, number>;
    total: number | null;
    comment: string | null;
  }[];
}

/** The review's API and the lifecycle inside a demo seed's transaction (a later module's `seedDemo`). */
export { demoReview } from './demo-api';
