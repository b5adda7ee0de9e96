import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { RegionsApi } from './public';
import { regionRoutes } from './routes';
import { RegionService } from './service';

/** Regions (GB/T 2260) and region groups; other modules read full names through public.ts. */
export const regionsModule = defineModule({
  name: 'regions',
  build: ({ db }: Platform) => {
    const regions = new RegionService(db);
    const api: RegionsApi = regions;
    return { services: { regions }, api };
  },
  routes: regionRoutes,
});

export type RegionsServices = { regions: RegionService };
