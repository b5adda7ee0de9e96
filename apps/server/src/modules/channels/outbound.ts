import { SEND_STATUS } from '@awards/shared/user-messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sendLog } from '../../db/schema';
import type { Mailer } from './mailer';
import { CHANNEL_ERRORS, type Outbound, type OutboundChannels, type Outcome } from './public';
import type { SmsProvider } from './sms-provider';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends on the outbound channels and keeps the send log: a row is written as
 * "not sent" before the provider is called and becomes "sent" only when the
 * provider accepted it, "failed" with the error otherwise (never a false 'sent').
 */
export class OutboundDispatcher implements OutboundChannels {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    private readonly mailer: Mailer | null,
  ) {}

  sendSms(out: Outbound): Promise<Outcome> {
    return this.record('1', this.sms.name, out, () => this.sms.send(out.recipient, out.content));
  }

  sendEmail(out: Outbound): Promise<Outcome> {
    const mailer = this.mailer;
    if (!mailer) return this.record('2', 'none', out, null, CHANNEL_ERRORS.smtpMissing);
    return this.record('2', mailer.name, out, () =>
      mailer.send({ to: out.recipient, subject: out.subject ?? '', html: out.content }),
    );
  }

  sendWechat(out: Outbound): Promise<Outcome> {
    return this.record('3', 'none', out, null, CHANNEL_ERRORS.wechatMissing);
  }

  private async record(
    channel: '1' | '2' | '3',
    provider: string,
    out: Outbound,
    deliver: (() => Promise<void>) | null,
    refusal?: string,
  ): Promise<Outcome> {
    const [row] = await this.db
      .insert(sendLog)
      .values({
        channel,
        provider,
        recipient: out.recipient,
        receiverUserId: out.receiverUserId ?? null,
        subject: out.subject ?? null,
        content: out.content,
        templateCode: out.templateCode ?? null,
        bizType: out.bizType,
        messageId: out.messageId ?? null,
        sendStatus: SEND_STATUS.pending,
      })
      .returning({ id: sendLog.id });
    let outcome: Outcome;
    if (!deliver) outcome = { sendStatus: SEND_STATUS.failed, errorMsg: refusal ?? 'not delivered' };
    else {
      try {
        await deliver();
        outcome = { sendStatus: SEND_STATUS.sent, errorMsg: null };
      } catch (error) {
        outcome = { sendStatus: SEND_STATUS.failed, errorMsg: errorText(error) };
      }
    }
    await this.db
      .update(sendLog)
      .set({ ...outcome, sendTime: outcome.sendStatus === SEND_STATUS.sent ? new Date() : null })
      .where(eq(sendLog.id, row!.id));
    return outcome;
  }
}
