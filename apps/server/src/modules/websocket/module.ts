import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { websocketRoutes } from './routes';

/** The push socket (spec 000 §4): a session's sockets close when the session ends. */
export const websocketModule = defineModule({
  name: 'websocket',
  build: ({ push, sessions }: Platform) => ({
    services: { push, sessions },
    hooks: {
      // Here at once, and on the other instances through the broker.
      onSessionsRevoked: async (sessionIds: readonly number[]) => {
        for (const id of sessionIds) await push.disconnectSession(id);
      },
    },
  }),
  routes: websocketRoutes,
});

export type WebsocketServices = { push: Platform['push']; sessions: Platform['sessions'] };
