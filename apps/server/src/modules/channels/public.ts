import { renderMessage } from '@awards/shared/i18n';
import type { BizType } from '@awards/shared/sms';
import { type SendStatus, USER_MESSAGE_MESSAGES } from '@awards/shared/user-messages';

/**
 * The outbound channels (SMS, e-mail, WeChat): what the message centre and the
 * SMS sign-in use to reach a person off the portal.
 *
 * A module, not platform machinery like the push hub: it owns a business record,
 * the send log (what was sent to whom, and whether the provider took it), which
 * staff read as the SMS log, and its providers are a deployment's choice (an SMS
 * gateway replaces the development one here). Other modules reach it only through
 * this interface, offered as `api.outbound` by its descriptor.
 */
export interface OutboundChannels {
  sendSms(out: Outbound): Promise<Outcome>;
  sendEmail(out: Outbound): Promise<Outcome>;
  /** No WeChat account is connected: recorded as failed with the reason. */
  sendWechat(out: Outbound): Promise<Outcome>;
}

export interface ChannelsApi {
  outbound: OutboundChannels;
}

/** One text to one recipient, as the send log records it. */
export interface Outbound {
  recipient: string;
  receiverUserId?: number | null;
  subject?: string | null;
  content: string;
  templateCode?: string | null;
  /** What it was sent for; the SMS log shows its label (BIZ_TYPE_NAMES). */
  bizType: BizType;
  messageId?: number | null;
}

/** What became of a send: sent, or failed with the provider's (or the refusal's) error. */
export interface Outcome {
  sendStatus: SendStatus;
  errorMsg: string | null;
}

/**
 * The errors a send records when it cannot go out (stored in the send log and on receiver rows):
 * texts kept for later reading, so rendered once, in zh_CN. The first two are the words of the
 * providers' own errors, which are stored as they come.
 */
export const CHANNEL_ERRORS = {
  smtpMissing: 'SMTP not configured',
  wechatMissing: 'WeChat channel not configured',
  noPhone: renderMessage(USER_MESSAGE_MESSAGES.noPhone),
  noEmail: renderMessage(USER_MESSAGE_MESSAGES.noEmail),
} as const;
