import { localeOf } from '@awards/shared/i18n';
import { MONITOR_PATHS } from '@awards/shared/monitor';
import { z } from 'zod';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { ServerMonitorServices } from './module';

/** The server monitor page (SERVER_VIEW); the page polls it. */
export function serverMonitorRoutes(app: App, { serverMonitor }: ServerMonitorServices): void {
  app.post(
    MONITOR_PATHS.server,
    {
      config: { auth: 'SERVER_VIEW' },
      schema: {
        tags: ['monitor'],
        summary: 'CPU, memory, load, disk, heap, event loop, uptime, database, Redis',
        body: z.object({}).nullish(),
      },
    },
    async (request) => ok(await serverMonitor.sample(localeOf(request.headers['accept-language']))),
  );
}
