import { optionalBody } from '@awards/shared/admin-fields';
import { NOTICE_PATHS } from '@awards/shared/notices';
import {
  messageIdSchema,
  myMessageDetailSchema,
  myMessagePageQuerySchema,
  myMessageQuerySchema,
  USER_MESSAGE_PATHS,
} from '@awards/shared/user-messages';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { UserMessagesServices } from './module';

const tags = ['my messages'];

/** The signed-in user's own messages and the bell's unread list (spec 000 §7); all 'login'. */
export function userMessageRoutes(app: App, { userMessages }: UserMessagesServices): void {
  app.post(
    USER_MESSAGE_PATHS.unread,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Unread notices and messages: { msg: { num, noRead } }' },
    },
    async (request) => ok(await userMessages.unread(currentUser(request))),
  );

  app.post(
    USER_MESSAGE_PATHS.read,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Mark one of my messages read', body: messageIdSchema },
    },
    async (request) => ok(await userMessages.markRead(currentUser(request), request.body.messageId)),
  );

  app.post(
    USER_MESSAGE_PATHS.unreadOne,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'Mark one of my messages unread', body: messageIdSchema },
    },
    async (request) => ok(await userMessages.markUnread(currentUser(request), request.body.messageId)),
  );

  app.post(
    USER_MESSAGE_PATHS.query,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'My messages, newest 200', body: optionalBody(myMessageQuerySchema) },
    },
    async (request) => ok(await userMessages.query(currentUser(request), request.body)),
  );

  app.post(
    USER_MESSAGE_PATHS.myPage,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'My messages, paged', body: optionalBody(myMessagePageQuerySchema) },
    },
    async (request) => ok(await userMessages.myPage(currentUser(request), request.body)),
  );

  app.post(
    USER_MESSAGE_PATHS.myDetail,
    {
      config: { auth: 'login' },
      schema: { tags, summary: 'My copy of one message (id = msgId)', body: myMessageDetailSchema },
    },
    async (request) => ok(await userMessages.detail(currentUser(request), request.body.id)),
  );

  app.post(
    NOTICE_PATHS.header,
    {
      config: { auth: 'login' },
      // Documented with the notices, where the specification lists getHeaderNotice.
      schema: { tags: ['notices'], summary: "The bell's unread notices and messages with counts" },
    },
    async (request) => ok(await userMessages.header(currentUser(request))),
  );
}
