import { optionalBody } from '@awards/shared/admin-fields';
import { accessLogQuerySchema, loginLogQuerySchema } from '@awards/shared/logs';
import { currentUser } from '../../platform/auth/guard';
import type { App, RouteContext } from '../../platform/deps';
import { ok } from '../../platform/envelope';

/** The monitor area's log pages (spec 001 §7 "Logs"). */
export function logRoutes(app: App, { services: { logs } }: RouteContext): void {
  app.post(
    '/rest/log/getAccesssLogPage',
    {
      config: { auth: 'LOG_VIEW' },
      schema: {
        tags: ['monitor'],
        summary: 'Access log, newest first',
        body: optionalBody(accessLogQuerySchema),
      },
    },
    async (request) => ok(await logs.accessLogPage(request.body, currentUser(request))),
  );

  app.post(
    '/rest/log/getLoginLogPage',
    {
      config: { auth: 'LOGINLOG_VIEW' },
      schema: {
        tags: ['monitor'],
        summary: 'Login log, newest first',
        body: optionalBody(loginLogQuerySchema),
      },
    },
    async (request) => ok(await logs.loginLogPage(request.body)),
  );
}
