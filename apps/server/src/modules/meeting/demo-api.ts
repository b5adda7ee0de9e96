import type { DbOrTx } from '../../db/client';
import type { ReviewApi } from '../review/public';
import { proposalsOf } from './proposals';
import type { MeetingApi } from './public';
import { readMeetingSettings } from './repository';

/** The meeting's API over a demo seed's transaction (the results' `seedDemo`), as the module builds it. */
export function demoMeetingApi(review: ReviewApi): MeetingApi {
  return {
    settings: readMeetingSettings,
    proposals: (tx: DbOrTx, editionId, awardId, override) =>
      proposalsOf(tx, review, editionId, awardId, override),
  };
}
