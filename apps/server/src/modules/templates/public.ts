import type { TemplateSend } from '@awards/shared/templates';
import type { SentMessageDetail } from '@awards/shared/user-messages';
import type { MessageActor } from '../messages/public';

/** Sending by template, as other modules do (the review's reminders by SMS). */
export interface TemplatesApi {
  /**
   * Renders the template (a missing parameter is a 400, an unknown code a 404)
   * and delivers it on the template's channel as a SYSTEM message.
   */
  send(actor: MessageActor, input: TemplateSend): Promise<SentMessageDetail>;
}
