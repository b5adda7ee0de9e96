import { optionalBody } from '@awards/shared/admin-fields';
import { MONITOR_PATHS, sqlMonitorQuerySchema } from '@awards/shared/monitor';
import { z } from 'zod';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { SqlMonitorServices } from './module';

/** The SQL monitor page (SQL_VIEW) and its reset (SQL_RESET). */
export function sqlMonitorRoutes(app: App, { sqlMonitor }: SqlMonitorServices): void {
  app.post(
    MONITOR_PATHS.sql,
    {
      config: { auth: 'SQL_VIEW' },
      schema: {
        tags: ['monitor'],
        summary: 'Slowest, most frequent and heaviest statements',
        body: optionalBody(sqlMonitorQuerySchema),
      },
    },
    async (request) => ok(await sqlMonitor.statements(request.body)),
  );

  app.post(
    MONITOR_PATHS.sqlReset,
    {
      // Resetting wipes what every viewer of the page sees (and, with pg_stat_statements,
      // the database's statistics for all its clients): its own code, not the page's.
      config: { auth: 'SQL_RESET' },
      schema: {
        tags: ['monitor'],
        summary: 'Start the statement statistics afresh',
        body: z.object({}).nullish(),
      },
    },
    async () => {
      await sqlMonitor.reset();
      return ok(null);
    },
  );
}
