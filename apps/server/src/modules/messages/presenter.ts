import { renderLabel } from '@awards/shared/i18n';
import type { OpenType } from '@awards/shared/notices';
import {
  type MessageReceiverView,
  MSG_TYPE_TEXT,
  type MsgType,
  SEND_STATUS_TEXT,
  type SenderType,
  type SendStatus,
  type SentMessageView,
} from '@awards/shared/user-messages';
import type { messageReceivers, messages } from '../../db/schema';
import { iso } from '../../platform/time';

type MessageRow = typeof messages.$inferSelect;
type ReceiverRow = typeof messageReceivers.$inferSelect;

interface Figures {
  receiverCount: number;
  readCount: number;
  sentCount: number;
  failedCount: number;
}

export function presentSentMessage(row: MessageRow, sender: string | null, f: Figures): SentMessageView {
  return {
    msgId: row.id,
    msgTitle: row.msgTitle,
    msgContent: row.msgContent,
    msgType: row.msgType as MsgType,
    // The *_dictText of spec 001 stay in zh_CN; the portal shows the codes' labels in its language.
    msgType_dictText: renderLabel(MSG_TYPE_TEXT, row.msgType),
    msgSenderType: row.senderType as SenderType,
    msgSender: sender,
    msgSendTime: row.sendTime.toISOString(),
    msgFiles: row.msgFiles,
    openType: row.openType as OpenType | null,
    openPage: row.openPage,
    busType: row.busType,
    busId: row.busId,
    templateCode: row.templateCode,
    receiverCount: f.receiverCount,
    readCount: f.readCount,
    sentCount: f.sentCount,
    failedCount: f.failedCount,
  };
}

export function presentReceiver(row: ReceiverRow, realname: string): MessageReceiverView {
  return {
    userId: row.userId,
    realname,
    readFlag: row.readFlag === 1 ? 1 : 0,
    readTime: iso(row.readTime),
    sendStatus: row.sendStatus as SendStatus,
    sendStatus_dictText: renderLabel(SEND_STATUS_TEXT, row.sendStatus),
    errorMsg: row.errorMsg,
  };
}
