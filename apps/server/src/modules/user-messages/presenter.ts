import type { OpenType } from '@awards/shared/notices';
import type { MessageRecord, SenderType } from '@awards/shared/user-messages';
import type { messageReceivers, messages } from '../../db/schema';
import { iso } from '../../platform/time';

export type MessageRow = typeof messages.$inferSelect;
export type ReceiverRow = typeof messageReceivers.$inferSelect;

/** One receiver's copy of a message, as the bell and "my messages" read it (spec 000 §3). */
export function presentMessageRecord(
  message: MessageRow,
  receiver: Pick<ReceiverRow, 'id' | 'readFlag' | 'readTime'>,
  sender: string | null,
): MessageRecord {
  return {
    messageId: receiver.id,
    msgId: message.id,
    msgTitle: message.msgTitle,
    msgContent: message.msgContent,
    msgSenderType: message.senderType as SenderType,
    msgSender: sender,
    msgSendTime: iso(message.sendTime),
    msgFiles: message.msgFiles,
    openType: message.openType as OpenType | null,
    openPage: message.openPage,
    busId: message.busId,
    readFlag: receiver.readFlag === 1 ? 1 : 0,
    readTime: iso(receiver.readTime),
  };
}
