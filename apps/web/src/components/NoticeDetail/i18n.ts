import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/**
 * The detail dialog's strings, in their own namespace: it loads with the dialog's chunk,
 * never with the login or home pages.
 */
const zhCN = {
  close: '关闭',
  handle: '去处理',
  sentBySystem: '系统发送',
  sentBy: '{{name}} 发送',
  sentManually: '人工发送',
  sendTime: '发送时间：{{time}}',
  files: '附件',
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  close: '關閉',
  handle: '去處理',
  sentBySystem: '系統發送',
  sentBy: '{{name}} 發送',
  sentManually: '人工發送',
  sendTime: '發送時間：{{time}}',
  files: '附件',
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
};

const enGB: Messages = {
  close: 'Close',
  handle: 'Go to it',
  sentBySystem: 'Sent by the system',
  sentBy: 'Sent by {{name}}',
  sentManually: 'Sent by a member of staff',
  sendTime: 'Sent {{time}}',
  files: 'Attachments',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
};

export const NOTICE_DETAIL_NS = 'noticeDetail';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, NOTICE_DETAIL_NS, resources, true, true);
}

export type NoticeDetailKey = keyof Messages;

export function useNoticeDetailT(): (key: NoticeDetailKey, options?: Record<string, unknown>) => string {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(NOTICE_DETAIL_NS as unknown as 'translation');
  return t as unknown as (key: NoticeDetailKey, options?: Record<string, unknown>) => string;
}
