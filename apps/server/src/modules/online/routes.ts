import { optionalBody } from '@awards/shared/admin-fields';
import { RTN } from '@awards/shared/envelope';
import { localeOf, renderMessage } from '@awards/shared/i18n';
import { MONITOR_MESSAGES, MONITOR_PATHS, onlineKickSchema, onlineQuerySchema } from '@awards/shared/monitor';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { OnlineServices } from './module';

/** Online users (ONLINE_VIEW) and force sign-out (ONLINE_KICK). */
export function onlineRoutes(app: App, { online }: OnlineServices): void {
  app.post(
    MONITOR_PATHS.onlinePage,
    {
      config: { auth: 'ONLINE_VIEW' },
      schema: {
        tags: ['monitor'],
        summary: 'Live sessions, most recently active first',
        body: optionalBody(onlineQuerySchema),
      },
    },
    async (request) => ok(await online.page(request.body, currentUser(request))),
  );

  app.post(
    MONITOR_PATHS.onlineKick,
    {
      config: { auth: 'ONLINE_KICK' },
      schema: {
        tags: ['monitor'],
        summary: 'End a session now and close its sockets',
        body: onlineKickSchema,
      },
    },
    async (request) => {
      await online.kick(request.body.sessionId, currentUser(request));
      const locale = localeOf(request.headers['accept-language']);
      return { rtnCode: RTN.ok, rtnMessage: renderMessage(MONITOR_MESSAGES.kicked, locale), dataSet: null };
    },
  );
}
