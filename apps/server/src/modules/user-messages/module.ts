import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { NoticesApi } from '../notices/public';
import { CountPusher } from './count-pusher';
import type { UserMessagesApi } from './public';
import { userMessageRoutes } from './routes';
import { UserMessageService } from './service';

/** The signed-in user's messages and notices: the bell, unread counts, marking read. */
export const userMessagesModule = defineModule({
  name: 'user-messages',
  build: ({ db, push, log }: Platform, { notices }: { notices: NoticesApi }) => {
    const counts = new CountPusher(db, push);
    // Whoever's unread notices changed gets fresh counts (a failure is logged by notices).
    notices.onUnreadChange((change) =>
      change === 'everyone' ? counts.toEveryone() : counts.toUsers(change.userIds),
    );
    const onPushError = (error: unknown) => log.warn({ err: error }, 'messaging push failed');
    const api: UserMessagesApi = { pushCounts: (userIds) => counts.toUsers(userIds) };
    return {
      services: { userMessages: new UserMessageService(db, counts, onPushError) },
      api,
    };
  },
  routes: userMessageRoutes,
});

export type UserMessagesServices = { userMessages: UserMessageService };
