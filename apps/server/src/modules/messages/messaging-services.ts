import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DataRuleLog } from '../../platform/data-rules';
import type { PushHub } from '../../platform/push/hub';
import type { AuthService } from '../auth/service';
import { SmsLoginService } from '../auth/sms-login';
import { createMailer } from '../channels/mailer';
import { OutboundDispatcher } from '../channels/outbound';
import { DevelopmentSmsProvider, type SmsProvider } from '../channels/sms-provider';
import { NoticeService } from '../notices/service';
import { SmsLogService } from '../sms/service';
import { TemplateService } from '../templates/service';
import { CountPusher } from '../user-messages/count-pusher';
import { UserMessageService } from '../user-messages/service';
import { MessageCentreService } from './service';

/**
 * The messaging area's services (docs/messaging-decisions.md): notices, my
 * messages, the message centre, templates, the outbound channels, the SMS log
 * and phone sign-in, all pushing through the one PushHub.
 */
export function messagingServices(
  db: Db,
  config: Config,
  push: PushHub,
  auth: AuthService,
  logger: DataRuleLog,
  smsProvider: SmsProvider = new DevelopmentSmsProvider(),
) {
  const onPushError = (error: unknown) => logger.warn({ err: error }, 'messaging push failed');
  const counts = new CountPusher(db, push);
  const outbound = new OutboundDispatcher(db, smsProvider, createMailer(config));
  const messageCentre = new MessageCentreService(db, push, counts, outbound, onPushError);
  return {
    notices: new NoticeService(db, push, counts, onPushError),
    userMessages: new UserMessageService(db, counts, onPushError),
    messageCentre,
    templates: new TemplateService(db, messageCentre),
    outbound,
    smsLog: new SmsLogService(db),
    smsLogin: new SmsLoginService(db, auth, outbound),
  };
}
