import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { CountPusher } from './count-pusher';
import { userMessageRoutes } from './routes';
import { UserMessageService } from './service';

/** The signed-in user's messages and notices: the bell, unread counts, marking read. */
export const userMessagesModule = defineModule({
  name: 'user-messages',
  build: ({ db, push, log }: Platform) => {
    const counts = new CountPusher(db, push);
    const onPushError = (error: unknown) => log.warn({ err: error }, 'messaging push failed');
    return {
      services: { userMessages: new UserMessageService(db, counts, onPushError) },
      api: { counts },
    };
  },
  routes: userMessageRoutes,
});

export type UserMessagesServices = { userMessages: UserMessageService };
