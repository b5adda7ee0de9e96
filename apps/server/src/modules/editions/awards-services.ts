import type { Db } from '../../db/client';
import { AwardService } from '../awards/service';
import { EditionAwardService } from './edition-awards';
import { EditionService } from './service';
import { EditionStatusService } from './status';

/** The awards catalogue and editions (docs/domain.md), built once per application. */
export function awardsServices(db: Db) {
  const editions = new EditionService(db);
  return {
    awards: new AwardService(db),
    editions,
    editionAwards: new EditionAwardService(db, editions),
    // advanceDue(now) is what a scheduled task calls when windows close.
    editionStatus: new EditionStatusService(db, editions),
  };
}
