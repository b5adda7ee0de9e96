import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { healthRoutes } from './routes';

/** Liveness and readiness probes for a load balancer. */
export const healthModule = defineModule({
  name: 'health',
  build: ({ database }: Platform) => ({ services: { database } }),
  routes: healthRoutes,
});

export type HealthServices = { database: Platform['database'] };
