import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { OutboundDispatcher } from '../channels/outbound';
import type { CountPusher } from '../user-messages/count-pusher';
import { messageCentreRoutes } from './routes';
import { MessageCentreService } from './service';

/** The message centre: sending system messages, SMS and e-mail, and their history. */
export const messagesModule = defineModule({
  name: 'messages',
  build: (
    { db, push, log }: Platform,
    apis: { channels: { outbound: OutboundDispatcher }; 'user-messages': { counts: CountPusher } },
  ) => {
    const onPushError = (error: unknown) => log.warn({ err: error }, 'messaging push failed');
    const messageCentre = new MessageCentreService(
      db,
      push,
      apis['user-messages'].counts,
      apis.channels.outbound,
      onPushError,
    );
    return { services: { messageCentre }, api: { messageCentre } };
  },
  routes: messageCentreRoutes,
});

export type MessagesServices = { messageCentre: MessageCentreService };
