import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { accessLogRuleList } from './data-rules';
import { LogExportService } from './export';
import { purgeLogsJob } from './purge-job';
import { logRoutes } from './routes';
import { LogService } from './service';

/** The access and login logs: lists, export, retention. */
export const logsModule = defineModule({
  name: 'logs',
  build: ({ db, dataRules, exports }: Platform) => {
    const logs = new LogService(db, dataRules);
    return {
      services: { logs, logExport: new LogExportService(db, logs, exports) },
      hooks: { dataRuleLists: [accessLogRuleList], jobHandlers: [purgeLogsJob] },
    };
  },
  routes: logRoutes,
});

export type LogsServices = { logs: LogService; logExport: LogExportService };
