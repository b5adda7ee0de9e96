import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { purgeExportsJob } from './purge-job';
import { exportJobRoutes } from './routes';

/**
 * "My exports": the list, download and removal of a user's background exports (the
 * mechanism itself is the platform's, platform/exports, so every module's export uses it
 * without depending on this one), and the scheduled purge of expired ones.
 */
export const exportJobsModule = defineModule({
  name: 'exportJobs',
  build: ({ exports }: Platform) => ({
    services: { exports },
    hooks: { jobHandlers: [purgeExportsJob(exports)] },
  }),
  routes: exportJobRoutes,
});

export type ExportJobsServices = { exports: Platform['exports'] };
