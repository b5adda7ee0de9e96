import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n';

/** The my-messages page's strings, in their own namespace so they load with the page only. */
const zhCN = {
  tabs: { notices: '我的通告', messages: '我的消息' },
  search: { title: '标题', readFlag: '阅读状态' },
  read: { 0: '未读', 1: '已读' },
  sender: { SYSTEM: '系统', USER: '人工', NOTICE: '通告' },
  column: { title: '标题', sender: '发送人', sendTime: '发送时间', readFlag: '状态', actions: '操作' },
  action: { view: '查看', readAll: '全部标为已读' },
  done: { readAll: '已将 {{count}} 条标为已读' },
};
type Messages = typeof zhCN;
const zhTW: Messages = {
  tabs: { notices: '我的通告', messages: '我的消息' },
  search: { title: '標題', readFlag: '閱讀狀態' },
  read: { 0: '未讀', 1: '已讀' },
  sender: { SYSTEM: '系統', USER: '人工', NOTICE: '通告' },
  column: { title: '標題', sender: '發送人', sendTime: '發送時間', readFlag: '狀態', actions: '操作' },
  action: { view: '查看', readAll: '全部標為已讀' },
  done: { readAll: '已將 {{count}} 條標為已讀' },
};
const enGB: Messages = {
  tabs: { notices: 'My notices', messages: 'My messages' },
  search: { title: 'Title', readFlag: 'Read' },
  read: { 0: 'Unread', 1: 'Read' },
  sender: { SYSTEM: 'System', USER: 'Staff', NOTICE: 'Notice' },
  column: { title: 'Title', sender: 'From', sendTime: 'Sent', readFlag: 'Status', actions: 'Actions' },
  action: { view: 'View', readAll: 'Mark all read' },
  done: { readAll: '{{count}} marked read' },
};

export const USER_MESSAGE_NS = 'userMessage';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, USER_MESSAGE_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type UserMessageT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useUserMessageT(): UserMessageT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(USER_MESSAGE_NS as unknown as 'translation');
  return t as unknown as UserMessageT;
}
