import { MONITOR_MESSAGES } from '@awards/shared/monitor';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { HealthServices } from './module';

/** Probes for a load balancer or orchestrator. */
export function healthRoutes(app: App, { database }: HealthServices): void {
  app.get(
    '/healthz',
    { config: { auth: 'public' }, schema: { tags: ['ops'], summary: 'The process is alive' } },
    async () => ok({ status: 'up' }),
  );

  app.get(
    '/readyz',
    { config: { auth: 'public' }, schema: { tags: ['ops'], summary: 'The database answers' } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        throw new AppError(503, '500', MONITOR_MESSAGES.databaseUnavailable);
      }
      return ok({ status: 'ready', database: database.kind });
    },
  );
}
