import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { awardRoutes } from './routes';
import { AwardService } from './service';

/** The awards catalogue: awards with grades, standards and preset flows. */
export const awardsModule = defineModule({
  name: 'awards',
  build: ({ db }: Platform) => {
    const awards = new AwardService(db);
    return { services: { awards }, api: { awards } };
  },
  routes: awardRoutes,
});

export type AwardsServices = { awards: AwardService };
