import type { DbOrTx } from '../../db/client';
import type { SnapshotRow } from './repository';

/** What other modules may use of publicity (the objections and the awarding at the period's end). */
export interface PublicityApi {
  /** One snapshot as stored (entries, period, status), or undefined. */
  snapshot(snapshotId: number, tx?: DbOrTx): Promise<SnapshotRow | undefined>;
  /** The lists whose period has ended (status `ended`, set by the periods job), oldest end first. */
  endedSnapshots(editionId?: number, tx?: DbOrTx): Promise<SnapshotRow[]>;
  /** The end of the edition's publicity period: the latest end of its lists not taken down; null when none. */
  periodEnd(editionId: number, tx?: DbOrTx): Promise<Date | null>;
}

export { publicityApi } from './api';
/** The status a snapshot has at an instant, whether or not the periods job has run. */
export { statusAt } from './presenter';
export type { SnapshotRow } from './repository';
