import { renderLabel } from '@awards/shared/i18n';
import {
  type HeaderNoticeItem,
  type MyNoticeView,
  NOTICE_STATUS_TEXT,
  NOTICE_TARGET_TEXT,
  type NoticeStatus,
  type NoticeTarget,
  type NoticeView,
  type OpenType,
  PRIORITY_TEXT,
  type Priority,
} from '@awards/shared/notices';
import type { MessageRecord } from '@awards/shared/user-messages';
import type { notices } from '../../db/schema';
import { iso } from '../../platform/time';

export type NoticeRow = typeof notices.$inferSelect;

export function presentNotice(row: NoticeRow, userIds: number[], sender: string | null): NoticeView {
  return {
    id: row.id,
    titile: row.titile,
    msgAbstract: row.msgAbstract,
    msgContent: row.msgContent,
    msgType: row.msgType as NoticeTarget,
    // The *_dictText of spec 001 stay in zh_CN; the portal shows the codes' labels in its language.
    msgType_dictText: renderLabel(NOTICE_TARGET_TEXT, row.msgType),
    userIds: userIds.join(','),
    msgCategory: row.msgCategory,
    priority: row.priority as Priority,
    priority_dictText: renderLabel(PRIORITY_TEXT, row.priority),
    sendStatus: row.sendStatus as NoticeStatus,
    sendStatus_dictText: renderLabel(NOTICE_STATUS_TEXT, row.sendStatus),
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    sendTime: iso(row.sendTime),
    cancelTime: iso(row.cancelTime),
    sender,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
    delFlag: row.delFlag,
    openType: row.openType as OpenType | null,
    openPage: row.openPage,
    busType: row.busType,
    busId: row.busId,
    msgFiles: row.msgFiles,
    publicFlag: row.publicFlag === 1 ? 1 : 0,
    editionId: row.editionId,
  };
}

export function presentMyNotice(row: NoticeRow, sender: string | null, readTime: Date | null): MyNoticeView {
  // A user sees who the notice is for only as "everyone" or "you": the list of others stays private.
  return { ...presentNotice(row, [], sender), readFlag: readTime ? 1 : 0, readTime: iso(readTime) };
}

export function presentHeaderNotice(row: NoticeRow, sender: string | null): HeaderNoticeItem {
  return {
    id: row.id,
    titile: row.titile,
    msgAbstract: row.msgAbstract,
    priority: row.priority as Priority,
    sendTime: iso(row.sendTime),
    sender,
    openType: row.openType as OpenType | null,
    openPage: row.openPage,
    busId: row.busId,
  };
}

/** A notice in the bell's unread list, in the message record shape of spec 000 §3. */
export function noticeAsMessage(row: NoticeRow, sender: string | null): MessageRecord {
  return {
    messageId: row.id,
    msgId: row.id,
    msgTitle: row.titile,
    msgContent: row.msgContent,
    msgSenderType: 'NOTICE',
    msgSender: sender,
    msgSendTime: iso(row.sendTime),
    msgFiles: row.msgFiles,
    openType: row.openType as OpenType | null,
    openPage: row.openPage,
    busId: row.busId,
    readFlag: 0,
    readTime: null,
  };
}
