import { z } from 'zod';
import { filterText, idField, idSetField, optionalText, requiredText } from './admin-fields';
import { busTypeField } from './business-modules';
import { defineMessages, type MessageRef } from './i18n';
import {
  type HeaderNoticeItem,
  type MsgFile,
  msgFilesField,
  NOTICE_MESSAGES,
  OPEN_TYPES,
  type OpenType,
  openPageField,
  userIdListField,
} from './notices';
import { pageRequestSchema } from './paging';
import { int4, text } from './primitives';

/**
 * Messages to users (spec 000 §3 "Message as read by the bell", §7) and the staff
 * message centre (spec 001 §7 "messages: send, history, detail, system list,
 * subject list"). messages.ts holds the zod-free login messages, hence the name.
 */
export const USER_MESSAGE_PATHS = {
  unread: '/rest/msg/getMyNoReadMsgList',
  read: '/rest/message/toReadMyMessageService',
  unreadOne: '/rest/message/unReadMyMessageService',
  query: '/rest/message/queryMessage',
  myPage: '/rest/message/queryMyMessagePage',
  myDetail: '/rest/message/getMyMsgDetailById',
} as const;

export const MESSAGE_CENTRE_PATHS = {
  send: '/rest/messageCenter/sendMessage',
  history: '/rest/messageCenter/getSendHistoryPage',
  detail: '/rest/messageCenter/getMessageDetail',
  systemList: '/rest/messageCenter/getSystemMessagePage',
  subjectList: '/rest/messageCenter/getSubjectList',
  delete: '/rest/messageCenter/deleteMessageByIds',
} as const;

/** Message channel, dictionary msg_type (and template_type): 1 SMS, 2 e-mail, 3 WeChat, 4 system. */
export const MSG_TYPE = { sms: '1', email: '2', wechat: '3', system: '4' } as const;
export const MSG_TYPES = ['1', '2', '3', '4'] as const;
export type MsgType = (typeof MSG_TYPES)[number];
export const MSG_TYPE_TEXT: Record<MsgType, MessageRef> = defineMessages('msgType', {
  '1': ['短信', '短信', 'SMS'],
  '2': ['邮件', '郵件', 'E-mail'],
  '3': ['微信', '微信', 'WeChat'],
  '4': ['系统消息', '系統消息', 'System message'],
});

/** Outbound send status, dictionary msg_send_status. */
export const SEND_STATUS = { pending: 0, sent: 1, failed: 2 } as const;
export type SendStatus = (typeof SEND_STATUS)[keyof typeof SEND_STATUS];
export const SEND_STATUS_TEXT: Readonly<Record<number, MessageRef>> = defineMessages('sendStatus', {
  0: ['未发送', '未發送', 'Not sent'],
  1: ['发送成功', '發送成功', 'Sent'],
  2: ['发送失败', '發送失敗', 'Failed'],
});

/**
 * msgSenderType: SYSTEM for messages the system sends (templates, jobs), USER for a
 * message a staff member sent from the message centre, NOTICE for an announcement
 * listed with the messages (the bell's unread list holds both kinds).
 */
export const SENDER_TYPES = ['SYSTEM', 'USER', 'NOTICE'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

export const USER_MESSAGE_MESSAGES = defineMessages('userMessages', {
  messageIdRequired: ['请选择消息', '請選擇消息', 'Please choose a message'],
  msgIdRequired: ['请选择消息', '請選擇消息', 'Please choose a message'],
  userId: ['用户编号不正确', '用戶編號不正確', 'The user id is not valid'],
  readFlag: ['阅读状态不正确', '閱讀狀態不正確', 'The read status is not valid'],
  notFound: ['消息不存在', '消息不存在', 'The message does not exist'],
  titleRequired: ['请输入消息标题', '請輸入消息標題', 'Please enter the title'],
  titleTooLong: [
    '消息标题不能超过100个字符',
    '消息標題不能超過100個字符',
    'The title is at most 100 characters',
  ],
  contentRequired: ['请输入消息内容', '請輸入消息內容', 'Please enter the content'],
  msgType: [
    '消息类型只能是1短信、2邮件、3微信或4系统消息',
    '消息類型只能是1短信、2郵件、3微信或4系統消息',
    'The type is SMS, e-mail, WeChat or system',
  ],
  organIds: ['组织不正确', '組織不正確', 'The organisations are not valid'],
  roleIds: ['角色不正确', '角色不正確', 'The roles are not valid'],
  receiversRequired: [
    '请选择接收人（用户、组织或角色）',
    '請選擇接收人（用戶、組織或角色）',
    'Choose the receivers (users, organisations or roles)',
  ],
  noReceivers: [
    '所选组织或角色下没有可接收消息的用户',
    '所選組織或角色下沒有可接收消息的用戶',
    'The chosen organisations and roles have no users',
  ],
  receiversMissing: [
    '部分接收用户、组织或角色不存在',
    '部分接收用戶、組織或角色不存在',
    'Some receivers no longer exist',
  ],
  wechatUnsupported: ['微信渠道尚未接入', '微信渠道尚未接入', 'The WeChat channel is not connected yet'],
  /** Why a send failed, as the send log and the receiver's row keep it. */
  noPhone: ['用户未设置手机号码', '用戶未設置手機號碼', 'The user has no mobile number'],
  noEmail: ['用户未设置邮箱', '用戶未設置郵箱', 'The user has no e-mail address'],
});

/** The message record of spec 000 §3, one per receiver. */
export interface MessageRecord {
  /** The receiver row: what toRead / unRead take. For a notice, the notice id. */
  messageId: number;
  /** The message (or notice) itself: what getMyMsgDetailById takes. */
  msgId: number;
  msgTitle: string;
  msgContent: string | null;
  msgSenderType: SenderType;
  /** The sender's real name (null for SYSTEM). */
  msgSender: string | null;
  msgSendTime: string | null;
  msgFiles: MsgFile[];
  openType: OpenType | null;
  openPage: string | null;
  busId: string | null;
  /** 0 unread, 1 read. */
  readFlag: 0 | 1;
  readTime: string | null;
}

/** /rest/msg/getMyNoReadMsgList: unread notices and messages, newest first. */
export interface UnreadAnswer {
  msg: { num: number; noRead: MessageRecord[] };
}

/**
 * A user's unread figures: the bell's header notice call answers this, and the
 * websocket `num` push carries it as noticeList = [noticeTotal, noticeList,
 * messageTotal, messageList] (spec 000 §3).
 */
export interface UnreadCounts {
  noticeTotal: number;
  noticeList: HeaderNoticeItem[];
  messageTotal: number;
  messageList: MessageRecord[];
}

/** How many of each list the bell and the push carry. */
export const HEADER_LIST_SIZE = 5;

export const messageIdSchema = z.object({
  /** Accepted for compatibility with the specification's payload; the signed-in user is used. */
  userId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    int4({ error: USER_MESSAGE_MESSAGES.userId }).optional(),
  ),
  messageId: idField(USER_MESSAGE_MESSAGES.messageIdRequired),
});

/** getMyMsgDetailById: id is the msgId. */
export const myMessageDetailSchema = z.object({ id: idField(USER_MESSAGE_MESSAGES.msgIdRequired) });

const readFlagFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.literal([0, 1], { error: USER_MESSAGE_MESSAGES.readFlag }).optional(),
);

/** queryMyMessagePage: my messages, paged, filtered on title and read flag. */
export const myMessagePageQuerySchema = pageRequestSchema.extend({
  msgTitle: filterText,
  readFlag: readFlagFilter,
});
export type MyMessagePageQuery = z.infer<typeof myMessagePageQuerySchema>;

/** queryMessage: my messages, unpaged (newest 200), same filters. */
export const myMessageQuerySchema = z.object({ msgTitle: filterText, readFlag: readFlagFilter });
export type MyMessageQuery = z.infer<typeof myMessageQuerySchema>;

/** Who receives a message: users, organisations (with their sub-organisations), roles. */
export const receiverFields = {
  userIds: userIdListField,
  organIds: idSetField(USER_MESSAGE_MESSAGES.organIds).optional(),
  roleIds: idSetField(USER_MESSAGE_MESSAGES.roleIds).optional(),
};

export const hasReceivers = (v: { userIds?: number[]; organIds?: number[]; roleIds?: number[] }) =>
  Boolean(v.userIds?.length || v.organIds?.length || v.roleIds?.length);

/** Message centre: send one message to its receivers on one channel. */
export const messageSendSchema = z
  .object({
    msgTitle: requiredText(100, USER_MESSAGE_MESSAGES.titleRequired, USER_MESSAGE_MESSAGES.titleTooLong),
    /** HTML for the system and e-mail channels (sanitised by the server), plain text for SMS and WeChat. */
    msgContent: text({ error: USER_MESSAGE_MESSAGES.contentRequired })
      .max(200_000, { error: NOTICE_MESSAGES.contentTooLong })
      .refine((v) => v.trim() !== '', { error: USER_MESSAGE_MESSAGES.contentRequired }),
    msgType: z.enum(MSG_TYPES, { error: USER_MESSAGE_MESSAGES.msgType }).default('4'),
    ...receiverFields,
    msgFiles: msgFilesField,
    openType: z.preprocess(
      (v) => (v === '' ? null : v),
      z.enum(OPEN_TYPES, { error: NOTICE_MESSAGES.openType }).nullable().optional(),
    ),
    openPage: openPageField,
    busType: busTypeField,
    busId: optionalText(64),
  })
  .refine(hasReceivers, { path: ['userIds'], error: USER_MESSAGE_MESSAGES.receiversRequired });
export type MessageSend = z.infer<typeof messageSendSchema>;

/** History (messages sent by staff) and the system list (messages sent by the system). */
export const messageHistoryQuerySchema = pageRequestSchema.extend({
  msgTitle: filterText,
  msgType: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(MSG_TYPES, { error: USER_MESSAGE_MESSAGES.msgType }).optional(),
  ),
});
export type MessageHistoryQuery = z.infer<typeof messageHistoryQuerySchema>;

export const messageDetailSchema = z.object({ msgId: idField(USER_MESSAGE_MESSAGES.msgIdRequired) });
export const messageIdsSchema = z.object({
  msgIds: z
    .array(idField(USER_MESSAGE_MESSAGES.msgIdRequired))
    .min(1, { error: USER_MESSAGE_MESSAGES.msgIdRequired })
    .max(500),
});

/** Subject list: the distinct titles already sent, for the history filter. */
export const subjectListSchema = z.object({ msgTitle: filterText });

/** A sent message as the message centre lists it. */
export interface SentMessageView {
  msgId: number;
  msgTitle: string;
  msgContent: string | null;
  msgType: MsgType;
  msgType_dictText: string;
  msgSenderType: SenderType;
  msgSender: string | null;
  msgSendTime: string;
  msgFiles: MsgFile[];
  openType: OpenType | null;
  openPage: string | null;
  busType: string | null;
  busId: string | null;
  templateCode: string | null;
  receiverCount: number;
  readCount: number;
  /** Outbound channels (SMS, e-mail): how many were sent and failed. */
  sentCount: number;
  failedCount: number;
}

export interface MessageReceiverView {
  userId: number;
  realname: string;
  readFlag: 0 | 1;
  readTime: string | null;
  sendStatus: SendStatus;
  sendStatus_dictText: string;
  errorMsg: string | null;
}

export interface SentMessageDetail extends SentMessageView {
  receivers: MessageReceiverView[];
}

export interface SubjectItem {
  msgTitle: string;
  count: number;
  lastSendTime: string;
}
