import type { DisplayClock } from '../../platform/clock';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { MeetingApi } from '../meeting/public';
import type { ReviewApi } from '../review/public';
import { resultsApi } from './api';
import { CertificateService } from './certificates';
import { ResultConfirmService } from './confirm';
import { seedResultsDemo } from './demo';
import { resultRoutes } from './routes';
import { ResultService } from './service';
import { ReviewSummaryService } from './summary';

/** Results within quotas: the ranking, the grades, the what-if, the confirmed lists (docs/domain.md). */
export const resultsModule = defineModule({
  name: 'results',
  build: (
    { db, clock, exports }: Platform,
    apis: { declarations: DeclarationsApi; review: ReviewApi; meeting: MeetingApi },
  ) => {
    const results = new ResultService(db, apis.review, apis.meeting);
    const api = resultsApi();
    return {
      services: {
        results,
        confirm: new ResultConfirmService(db, results, apis.declarations),
        summary: new ReviewSummaryService(db, apis.declarations, apis.review, apis.meeting, results),
        certificates: new CertificateService(db, clock, exports),
        clock,
      },
      api,
    };
  },
  routes: resultRoutes,
  // The finished edition's confirmed list (docs/domain.md "Demo data (a finished edition)").
  seedDemo: (tx) => seedResultsDemo(tx),
});

export type ResultsServices = {
  results: ResultService;
  confirm: ResultConfirmService;
  summary: ReviewSummaryService;
  certificates: CertificateService;
  clock: DisplayClock;
};
