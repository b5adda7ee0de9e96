import type { Db, DbOrTx } from '../../db/client';
import type { EditionsApi } from './public';
import { EditionService, lockEdition } from './service';
import { EditionStatusService } from './status';

/**
 * The editions' API over a demo seed's transaction, for a later module's `seedDemo` (the
 * publicity's publish, the objections' awarding): the same status service and transition table
 * as the app's, its counters answered by whoever asks (as the modules do at build).
 */
export function demoEditions(tx: DbOrTx): EditionsApi {
  const db = tx as Db;
  const status = new EditionStatusService(db, new EditionService(db));
  return {
    lock: lockEdition,
    answerReviewsMissing: (answer) => status.answerReviewsMissing(answer),
    enterPublicity: (t, actor, editionId, period, note) =>
      status.enterPublicity(t, actor, editionId, period, note),
    answerObjectionsOpen: (answer) => status.answerObjectionsOpen(answer),
    finish: (t, editionId, operator, note) => status.finish(t, editionId, operator, note),
  };
}
