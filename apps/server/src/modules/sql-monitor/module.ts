import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { sqlMonitorRoutes } from './routes';
import { SqlMonitorService } from './service';

/** The SQL monitor: statement timings from pg_stat_statements or the server's own. */
export const sqlMonitorModule = defineModule({
  name: 'sql-monitor',
  build: ({ database }: Platform) => ({ services: { sqlMonitor: new SqlMonitorService(database) } }),
  routes: sqlMonitorRoutes,
});

export type SqlMonitorServices = { sqlMonitor: SqlMonitorService };
