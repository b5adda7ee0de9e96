import type { App, RouteContext } from '../../platform/deps';
import { smsLoginRoutes } from '../auth/sms-routes';
import { messagingAttachmentRule } from '../notices/attachments';
import { noticeRoutes } from '../notices/routes';
import { smsLogRoutes } from '../sms/routes';
import { templateRoutes } from '../templates/routes';
import { userMessageRoutes } from '../user-messages/routes';
import { messageCentreRoutes } from './routes';

/** Every route of the messaging area, listed once in app.ts through this. */
export function messagingRoutes(app: App, context: RouteContext): void {
  // The audience of a notice and the receivers of a message download its attachments.
  context.services.files.addReadRule(messagingAttachmentRule(context.database.db));
  for (const routes of [
    noticeRoutes,
    userMessageRoutes,
    messageCentreRoutes,
    templateRoutes,
    smsLogRoutes,
    smsLoginRoutes,
  ])
    routes(app, context);
}
