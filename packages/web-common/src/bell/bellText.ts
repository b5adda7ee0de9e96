import { defineMessages } from '@awards/shared/i18n';

/**
 * The words of the message bell both front ends show (ui/bell/*, bell/useMessagePush), in the
 * three languages, rendered with translateShared: they come with the bell, wherever it is used.
 */
export const BELL_TEXT = defineMessages('bell', {
  messageCentre: ['消息中心', '訊息中心', 'Message centre'],
  notices: ['通知({count})', '通知({count})', 'Notices ({count})'],
  systemMessages: ['系统消息({count})', '系統訊息({count})', 'System messages ({count})'],
  noMessages: ['暂无未读消息', '目前沒有未讀訊息', 'No unread messages'],
  published: ['已发布', '已發布', 'Published'],
  viewMore: ['查看更多', '查看更多', 'View more'],
  pushTitle: ['消息提醒', '訊息提醒', 'New message'],
  pushView: ['查看详情', '查看詳情', 'View details'],
  pushRevoked: ['已撤销消息提醒', '已撤銷訊息提醒', 'Message withdrawn'],
  close: ['关闭', '關閉', 'Close'],
});
