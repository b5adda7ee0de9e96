import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { serverMonitorRoutes } from './routes';
import { ServerMonitorService } from './service';

/** The server monitor: process, database and Redis figures, also as /metrics gauges. */
export const serverMonitorModule = defineModule({
  name: 'server-monitor',
  build: ({ database, config, push }: Platform) => {
    const serverMonitor = new ServerMonitorService(database, {
      dataDir: config.DATA_DIR,
      redisUrl: config.REDIS_URL,
      websocketConnections: () => push.connectionCount(),
    });
    return {
      services: { serverMonitor },
      hooks: { gauges: () => serverMonitor.gauges(), onClose: () => serverMonitor.close() },
    };
  },
  routes: serverMonitorRoutes,
});

export type ServerMonitorServices = { serverMonitor: ServerMonitorService };
