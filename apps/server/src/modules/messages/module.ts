import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { ChannelsApi } from '../channels/public';
import type { UserMessagesApi } from '../user-messages/public';
import { messageAttachmentRule } from './attachments';
import { MessageHistoryService } from './history';
import type { MessagesApi } from './public';
import { messageCentreRoutes } from './routes';
import { MessageCentreService } from './service';

/** The message centre: sending system messages, SMS and e-mail, and their history. */
export const messagesModule = defineModule({
  name: 'messages',
  build: ({ db, push, log }: Platform, apis: { channels: ChannelsApi; 'user-messages': UserMessagesApi }) => {
    const onPushError = (error: unknown) => log.warn({ err: error }, 'messaging push failed');
    const messageHistory = new MessageHistoryService(db);
    const messageCentre = new MessageCentreService(
      db,
      messageHistory,
      push,
      apis['user-messages'],
      apis.channels.outbound,
      onPushError,
    );
    const api: MessagesApi = { messageCentre };
    return {
      services: { messageCentre, messageHistory },
      api,
      // The receivers of a message download its attachments.
      hooks: { fileReadRules: [messageAttachmentRule(db)] },
    };
  },
  routes: messageCentreRoutes,
});

export type MessagesServices = { messageCentre: MessageCentreService; messageHistory: MessageHistoryService };
