import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { AnalysisService } from './analysis';
import { dashboardRoutes } from './routes';
import { DashboardService } from './service';

/** The home page's figures and the analysis dashboard. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  build: ({ db }: Platform) => ({
    services: { dashboard: new DashboardService(db), analysis: new AnalysisService(db) },
  }),
  routes: dashboardRoutes,
});

export type DashboardServices = { dashboard: DashboardService; analysis: AnalysisService };
