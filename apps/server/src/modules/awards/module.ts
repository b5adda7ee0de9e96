import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { awardRoutes } from './routes';
import { AwardService } from './service';
import { AwardSetService } from './sets';

/** The awards catalogue: awards with grades, standards and preset flows. */
export const awardsModule = defineModule({
  name: 'awards',
  build: ({ db }: Platform) => ({
    services: { awards: new AwardService(db), awardSets: new AwardSetService(db) },
  }),
  routes: awardRoutes,
});

export type AwardsServices = { awards: AwardService; awardSets: AwardSetService };
