import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { ObjectionsApi } from '../objections/public';
import { AnalysisService } from './analysis';
import { HomeFigures } from './overview';
import { dashboardRoutes } from './routes';
import { DashboardService } from './service';

/** The home page's figures (the current edition, backlog, own queues; the logs' figures) and the analysis dashboard. */
export const dashboardModule = defineModule({
  name: 'dashboard',
  build: ({ db, sessions }: Platform, apis: { objections: ObjectionsApi }) => ({
    services: {
      dashboard: new DashboardService(db),
      analysis: new AnalysisService(db),
      overview: new HomeFigures(db, sessions, apis.objections),
      sessions,
    },
  }),
  routes: dashboardRoutes,
});

export type DashboardServices = {
  dashboard: DashboardService;
  analysis: AnalysisService;
  overview: HomeFigures;
  sessions: Platform['sessions'];
};
