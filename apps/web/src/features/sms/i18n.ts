import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The SMS log's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { recipient: '手机号码', content: '短信内容', sendStatus: '发送状态' },
  status: { 0: '未发送', 1: '发送成功', 2: '发送失败' },
  /** The server's SMS providers by name (channels/sms-provider.ts). */
  provider: { development: '开发通道（只记录，不发送）' },
  column: {
    recipient: '手机号码',
    content: '短信内容',
    bizType: '业务类型',
    sendStatus: '发送状态',
    errorMsg: '失败原因',
    provider: '通道',
    sendTime: '发送时间',
    actions: '操作',
  },
  action: { delete: '删除', deleteConfirm: '确定删除这条短信记录吗？' },
  toolbar: { batchDelete: '批量删除', batchConfirm: '确定删除选中的 {{count}} 条短信记录吗？' },
  done: { deleted: '删除成功!', batchDeleted: '批量删除成功!' },
};
type Messages = typeof zhCN;
const zhTW: Messages = {
  search: { recipient: '手機號碼', content: '短信內容', sendStatus: '發送狀態' },
  status: { 0: '未發送', 1: '發送成功', 2: '發送失敗' },
  provider: { development: '開發通道（只記錄，不發送）' },
  column: {
    recipient: '手機號碼',
    content: '短信內容',
    bizType: '業務類型',
    sendStatus: '發送狀態',
    errorMsg: '失敗原因',
    provider: '通道',
    sendTime: '發送時間',
    actions: '操作',
  },
  action: { delete: '刪除', deleteConfirm: '確定刪除這條短信記錄嗎？' },
  toolbar: { batchDelete: '批量刪除', batchConfirm: '確定刪除選中的 {{count}} 條短信記錄嗎？' },
  done: { deleted: '刪除成功!', batchDeleted: '批量刪除成功!' },
};
const enGB: Messages = {
  search: { recipient: 'Phone', content: 'Text', sendStatus: 'Status' },
  status: { 0: 'Not sent', 1: 'Sent', 2: 'Failed' },
  provider: { development: 'Development (logged, not sent)' },
  column: {
    recipient: 'Phone',
    content: 'Text',
    bizType: 'Purpose',
    sendStatus: 'Status',
    errorMsg: 'Error',
    provider: 'Provider',
    sendTime: 'Sent',
    actions: 'Actions',
  },
  action: { delete: 'Delete', deleteConfirm: 'Delete this SMS record?' },
  toolbar: { batchDelete: 'Delete selected', batchConfirm: 'Delete the {{count}} selected records?' },
  done: { deleted: 'Deleted', batchDeleted: 'Deleted' },
};

export const SMS_NS = 'smsLog';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, SMS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type SmsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useSmsT(): SmsT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(SMS_NS as unknown as 'translation');
  return t as unknown as SmsT;
}
