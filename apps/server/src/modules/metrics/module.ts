import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { metricsRoutes } from './routes';

/** GET /metrics (Prometheus) over the platform's registry. */
export const metricsModule = defineModule({
  name: 'metrics',
  build: ({ config, metrics }: Platform) => ({ services: { config, metrics } }),
  routes: metricsRoutes,
});

export type MetricsServices = { config: Platform['config']; metrics: Platform['metrics'] };
