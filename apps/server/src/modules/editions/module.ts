import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { advanceEditionsJob } from './advance-job';
import { EditionAwardService } from './edition-awards';
import type { EditionsApi } from './public';
import { PublicEditionService } from './public-editions';
import { publicEditionRoutes } from './public-routes';
import { editionRoutes } from './routes';
import { EditionService, lockEdition } from './service';
import { EditionStatusService } from './status';

/** Editions (届次): their awards, windows and status, moved on by staff or by schedule. */
export const editionsModule = defineModule({
  name: 'editions',
  build: ({ db }: Platform) => {
    const editions = new EditionService(db);
    const editionStatus = new EditionStatusService(db, editions);
    const api: EditionsApi = {
      lock: lockEdition,
      answerReviewsMissing: (answer) => editionStatus.answerReviewsMissing(answer),
      enterPublicity: (tx, actor, editionId, period, note) =>
        editionStatus.enterPublicity(tx, actor, editionId, period, note),
      answerObjectionsOpen: (answer) => editionStatus.answerObjectionsOpen(answer),
      finish: (tx, editionId, operator, note) => editionStatus.finish(tx, editionId, operator, note),
    };
    return {
      services: {
        editions,
        editionAwards: new EditionAwardService(db, editions),
        editionStatus,
        publicEditions: new PublicEditionService(db),
      },
      api,
      hooks: { jobHandlers: [advanceEditionsJob(editionStatus)] },
    };
  },
  routes: (app, services) => {
    editionRoutes(app, services);
    publicEditionRoutes(app, services.publicEditions);
  },
});

export type EditionsServices = {
  editions: EditionService;
  editionAwards: EditionAwardService;
  editionStatus: EditionStatusService;
  publicEditions: PublicEditionService;
};
