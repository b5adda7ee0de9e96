import type { MeetingSettingsFields } from '@awards/shared/meeting';
import type { DbOrTx } from '../../db/client';
import type { CountOutcome } from './counting';

/** The meeting's proposal for one declaration: the grade within quotas, and where its count stands. */
export interface MeetingProposal {
  level: number | null;
  outcome: CountOutcome;
}

/** What other modules may use of the meeting review (the results module reads the proposals). */
export interface MeetingApi {
  /** The edition's meeting settings (thresholds, pass-down, quorum), defaults when none saved. */
  settings(db: DbOrTx, editionId: number): Promise<MeetingSettingsFields>;
  /**
   * The meetings' proposals for an award's declarations in an edition (the latest meeting that
   * voted on a declaration speaks for it), and whether a round is open or a run-off pending.
   */
  proposals(
    db: DbOrTx,
    editionId: number,
    awardId: number,
    override?: Partial<Pick<MeetingSettingsFields, 'thresholds' | 'quotaPassDown'>>,
  ): Promise<{ byDeclaration: Map<number, MeetingProposal>; roundOpen: boolean; runoffPending: boolean }>;
}

/** The pure rules the results' what-if applies again: thresholds, cumulative support, quotas. */
export { type CountGrade, count, gradesByRank, meets } from './counting';
/** The meeting's API inside a demo seed's transaction (the results' `seedDemo`). */
export { demoMeetingApi } from './demo-api';
