import type { DbOrTx } from '../../db/client';
import { endedSnapshots } from './periods';
import type { PublicityApi } from './public';
import { periodEndOf, readSnapshot } from './repository';

/** What publicity offers other modules, on `db` unless given a transaction: the app's and a demo seed's. */
export function publicityApi(db: DbOrTx): PublicityApi {
  return {
    snapshot: (snapshotId, tx) => readSnapshot(tx ?? db, snapshotId),
    endedSnapshots: (editionId, tx) => endedSnapshots(tx ?? db, editionId),
    periodEnd: (editionId, tx) => periodEndOf(tx ?? db, editionId),
  };
}
