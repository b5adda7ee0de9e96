import { optionalBody } from '@awards/shared/admin-fields';
import {
  MESSAGE_CENTRE_PATHS,
  messageDetailSchema,
  messageHistoryQuerySchema,
  messageIdsSchema,
  messageSendSchema,
  subjectListSchema,
} from '@awards/shared/user-messages';
import { currentUser } from '../../platform/auth/guard';
import type { App } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import type { MessagesServices } from './module';

const tags = ['message centre'];

/** The staff message centre (spec 001 §7 "messages"), MSG_* codes. */
export function messageCentreRoutes(app: App, { messageCentre, messageHistory }: MessagesServices): void {
  app.post(
    MESSAGE_CENTRE_PATHS.send,
    {
      config: { auth: 'MSG_SEND' },
      schema: {
        tags,
        summary: 'Send a message to users, organisations (and below) or roles',
        body: messageSendSchema,
      },
    },
    async (request) => ok(await messageCentre.send(currentUser(request), request.body)),
  );

  app.post(
    MESSAGE_CENTRE_PATHS.history,
    {
      config: { auth: 'MSG_VIEW' },
      schema: {
        tags,
        summary: 'Messages sent by staff, paged',
        body: optionalBody(messageHistoryQuerySchema),
      },
    },
    async (request) => ok(await messageHistory.history(request.body)),
  );

  app.post(
    MESSAGE_CENTRE_PATHS.systemList,
    {
      config: { auth: 'MSG_VIEW' },
      schema: {
        tags,
        summary: 'Messages sent by the system, paged',
        body: optionalBody(messageHistoryQuerySchema),
      },
    },
    async (request) => ok(await messageHistory.systemList(request.body)),
  );

  app.post(
    MESSAGE_CENTRE_PATHS.detail,
    {
      config: { auth: 'MSG_VIEW' },
      schema: { tags, summary: 'One sent message with its receivers', body: messageDetailSchema },
    },
    async (request) => ok(await messageHistory.detail(request.body.msgId)),
  );

  app.post(
    MESSAGE_CENTRE_PATHS.subjectList,
    {
      config: { auth: 'MSG_VIEW' },
      schema: {
        tags,
        summary: 'Distinct subjects sent, newest first',
        body: optionalBody(subjectListSchema),
      },
    },
    async (request) => ok(await messageHistory.subjects(request.body.msgTitle)),
  );

  app.post(
    MESSAGE_CENTRE_PATHS.delete,
    {
      config: { auth: 'MSG_DEL' },
      schema: { tags, summary: 'Delete sent messages', body: messageIdsSchema },
    },
    async (request) => ok(await messageHistory.remove(request.body.msgIds)),
  );
}
