import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { endExpiredSessionsJob } from './expire-sessions-job';
import { onlineRoutes } from './routes';
import { OnlineService } from './service';

/** Online users: the live sessions, and forcing one out. */
export const onlineModule = defineModule({
  name: 'online',
  build: ({ db, sessions }: Platform) => ({
    services: { online: new OnlineService(db, sessions) },
    hooks: { jobHandlers: [endExpiredSessionsJob] },
  }),
  routes: onlineRoutes,
});

export type OnlineServices = { online: OnlineService };
