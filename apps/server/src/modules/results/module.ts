import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { MeetingApi } from '../meeting/public';
import type { ReviewApi } from '../review/public';
import { ResultConfirmService } from './confirm';
import { seedResultsDemo } from './demo';
import type { ResultsApi } from './public';
import { confirmedLists } from './repository';
import { resultRoutes } from './routes';
import { ResultService } from './service';

/** Results within quotas: the ranking, the grades, the what-if, the confirmed lists (docs/domain.md). */
export const resultsModule = defineModule({
  name: 'results',
  build: (
    { db }: Platform,
    apis: { declarations: DeclarationsApi; review: ReviewApi; meeting: MeetingApi },
  ) => {
    const results = new ResultService(db, apis.review, apis.meeting);
    const api: ResultsApi = {
      confirmedLists,
      confirmedEntries: async (tx, editionId) =>
        (await confirmedLists(tx, editionId)).flatMap((l) =>
          l.entries.map((e) => ({
            listId: l.listId,
            awardId: l.awardId,
            version: l.version,
            contentHash: l.contentHash,
            ...e,
          })),
        ),
    };
    return {
      services: { results, confirm: new ResultConfirmService(db, results, apis.declarations) },
      api,
    };
  },
  routes: resultRoutes,
  // The finished edition's confirmed list (docs/domain.md "Demo data (a finished edition)").
  seedDemo: (tx) => seedResultsDemo(tx),
});

export type ResultsServices = { results: ResultService; confirm: ResultConfirmService };
