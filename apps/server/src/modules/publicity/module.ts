import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { DeclarationsApi } from '../declarations/public';
import type { EditionsApi } from '../editions/public';
import type { NoticesApi } from '../notices/public';
import type { ResultsApi } from '../results/public';
import { publicityApi } from './api';
import { seedFinishedPublicity } from './demo-finished';
import { PublicityOutputs } from './outputs';
import { PublicityPeriods, publicityPeriodsJob } from './periods';
import { PublishService } from './publish';
import { PublicityReads } from './reads';
import { publicityRoutes } from './routes';
import { PublicitySettingsService } from './settings';

/** Publicity (公示): settings, publishing the confirmed lists, withdrawing, the periods, the public reads. */
export const publicityModule = defineModule({
  name: 'publicity',
  build: (
    { db, clock, exports }: Platform,
    apis: {
      declarations: DeclarationsApi;
      editions: EditionsApi;
      notices: NoticesApi;
      results: ResultsApi;
    },
  ) => {
    const periods = new PublicityPeriods(db);
    const api = publicityApi(db);
    return {
      services: {
        settings: new PublicitySettingsService(db),
        publish: new PublishService(db, clock, apis),
        reads: new PublicityReads(db, clock),
        outputs: new PublicityOutputs(db, clock, exports),
        periods,
      },
      api,
      hooks: { jobHandlers: [publicityPeriodsJob(periods)] },
    };
  },
  routes: publicityRoutes,
  // The finished edition's publicity, ended (docs/domain.md "Demo data (a finished edition)"); the
  // edition ready to publish (2025年度科技奖励示范届) is left for 公示管理.
  seedDemo: (tx) => seedFinishedPublicity(tx),
});

export type PublicityServices = {
  settings: PublicitySettingsService;
  publish: PublishService;
  reads: PublicityReads;
  outputs: PublicityOutputs;
  periods: PublicityPeriods;
};
