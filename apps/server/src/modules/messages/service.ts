import { MSG_TYPE, SEND_STATUS, type SenderType, type SentMessageDetail } from '@awards/shared/user-messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageReceivers, messages } from '../../db/schema';
import type { Pusher } from '../../platform/push/hub';
import { sanitiseHtml } from '../../platform/sanitise-html';
import { CHANNEL_ERRORS, type OutboundChannels, type Outcome } from '../channels/public';
import type { UserMessagesApi } from '../user-messages/public';
import { assertAttachments } from './attachments';
import type { MessageHistoryService } from './history';
import type { MessageActor, MessageCentre, Outgoing } from './public';
import { type Receiver, resolveReceivers } from './receivers';

/**
 * Sending from the staff message centre (spec 001 §7 "messages: send"). A send
 * resolves its receivers, stores the message with one receiver row per user in
 * one transaction, then delivers: the system channel pushes `user` and the
 * receivers' fresh counts (the bell, user-messages), SMS and e-mail go through
 * the outbound channels and each receiver row records that outcome.
 */
export class MessageCentreService implements MessageCentre {
  constructor(
    private readonly db: Db,
    private readonly history: Pick<MessageHistoryService, 'detail'>,
    private readonly push: Pusher,
    private readonly bell: UserMessagesApi,
    private readonly outbound: OutboundChannels,
    private readonly onPushError: (error: unknown) => void = () => {},
  ) {}

  async send(
    actor: MessageActor,
    input: Outgoing,
    senderType: Exclude<SenderType, 'NOTICE'> = 'USER',
    templateCode: string | null = null,
  ): Promise<SentMessageDetail> {
    const receivers = await resolveReceivers(this.db, input);
    const msgFiles = input.msgFiles ?? [];
    await assertAttachments(this.db, actor.userId, msgFiles);
    // SMS and WeChat texts are plain text, shown as such; system and e-mail content is HTML.
    const html = input.msgType === MSG_TYPE.system || input.msgType === MSG_TYPE.email;
    const content = html ? (sanitiseHtml(input.msgContent) ?? '') : input.msgContent;
    const msgId = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({
          msgTitle: input.msgTitle,
          msgContent: content,
          msgType: input.msgType,
          senderType,
          senderUserId: actor.userId,
          msgFiles,
          openType: input.openType ?? null,
          openPage: input.openPage ?? null,
          busType: input.busType ?? null,
          busId: input.busId ?? null,
          templateCode,
          createBy: actor.loginName,
        })
        .returning({ id: messages.id });
      const status = input.msgType === MSG_TYPE.system ? SEND_STATUS.sent : SEND_STATUS.pending;
      await tx
        .insert(messageReceivers)
        .values(receivers.map((r) => ({ messageId: row!.id, userId: r.userId, sendStatus: status })));
      return row!.id;
    });
    await this.deliver(msgId, input, content, receivers, templateCode);
    return this.history.detail(msgId);
  }

  /** After the commit: push for the system channel, send and record for the others. */
  private async deliver(
    msgId: number,
    input: Outgoing,
    content: string,
    receivers: Receiver[],
    templateCode: string | null,
  ): Promise<void> {
    const userIds = receivers.map((r) => r.userId);
    if (input.msgType === MSG_TYPE.system) {
      try {
        await this.push.toUsers(userIds, {
          cmd: 'user',
          dataType: 'release',
          msgTxt: input.msgTitle,
          msgId: String(msgId),
        });
        await this.bell.pushCounts(userIds);
      } catch (error) {
        this.onPushError(error);
      }
      return;
    }
    for (const receiver of receivers) {
      const outcome = await this.sendOne(msgId, input, content, receiver, templateCode);
      await this.db
        .update(messageReceivers)
        .set(outcome)
        .where(and(eq(messageReceivers.messageId, msgId), eq(messageReceivers.userId, receiver.userId)));
    }
  }

  private sendOne(
    msgId: number,
    input: Outgoing,
    content: string,
    receiver: Receiver,
    templateCode: string | null,
  ): Promise<Outcome> {
    const base = {
      receiverUserId: receiver.userId,
      subject: input.msgTitle,
      content,
      templateCode,
      bizType: templateCode ? ('template' as const) : ('message' as const),
      messageId: msgId,
    };
    if (input.msgType === MSG_TYPE.sms) {
      if (!receiver.phone)
        return Promise.resolve({ sendStatus: SEND_STATUS.failed, errorMsg: CHANNEL_ERRORS.noPhone });
      return this.outbound.sendSms({ ...base, recipient: receiver.phone });
    }
    if (input.msgType === MSG_TYPE.email) {
      if (!receiver.email)
        return Promise.resolve({ sendStatus: SEND_STATUS.failed, errorMsg: CHANNEL_ERRORS.noEmail });
      return this.outbound.sendEmail({ ...base, recipient: receiver.email });
    }
    return this.outbound.sendWechat({ ...base, recipient: String(receiver.userId) });
  }
}
