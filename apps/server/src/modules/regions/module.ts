import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { regionRoutes } from './routes';
import { RegionService } from './service';

/** Regions (GB/T 2260) and region groups. */
export const regionsModule = defineModule({
  name: 'regions',
  build: ({ db }: Platform) => {
    const regions = new RegionService(db);
    return { services: { regions }, api: { regions } };
  },
  routes: regionRoutes,
});

export type RegionsServices = { regions: RegionService };
