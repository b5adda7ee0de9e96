import type { ScoreRow } from '@awards/shared/review';
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
   * Each expert's calibration offset in the edition: the additive bias of the least-squares fit
   * (total = quality + bias + noise, Σ bias = 0) on the 0..100 totals, by expert id (the statistics).
   */
  expertOffsets(editionId: number): Promise<Map<number, number>>;
}

/** The review's API and the lifecycle inside a demo seed's transaction (a later module's `seedDemo`). */
export { demoReview } from './demo-api';
