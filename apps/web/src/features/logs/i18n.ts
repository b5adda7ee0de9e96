import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The access-log and login-log pages' strings, in their own namespace, registered on first import. */
const zhCN = {
  search: {
    time: '时间范围',
    user: '操作人',
    uri: '请求地址',
    ip: 'IP地址',
    status: '响应状态',
    costAbove: '耗时超过(ms)',
    loginName: '登录名',
    outcome: '登录结果',
  },
  column: {
    logAccessId: '编号',
    logType: '类型',
    method: '方法',
    requestUri: '请求地址',
    requestIp: 'IP地址',
    responseStatus: '状态',
    costTime: '耗时(ms)',
    createBy: '操作人',
    userId: '用户ID',
    appId: '应用ID',
    userAgent: '浏览器标识',
    logChannelId: '链路ID',
    parentLogChannelId: '上级链路ID',
    logFilePath: '日志文件',
    requestData: '请求数据',
    responseData: '响应数据',
    createTime: '时间',
    actions: '操作',
    loginName: '登录名',
    ip: 'IP地址',
    outcome: '结果',
    reason: '原因',
    loginType: '登录方式',
  },
  logType: { 1: '登录', 2: '操作' },
  outcome: { success: '成功', failure: '失败', locked: '已锁定', captcha: '验证码错误' },
  action: { detail: '详情', export: '导出' },
  detail: { title: '访问日志详情', empty: '无', redacted: '敏感字段已替换为 ******' },
  fileName: { access: '访问日志.xlsx', login: '登录日志.xlsx' },
  retention: '日志保留 {{days}} 天，过期记录由定时任务清理',
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: {
    time: '時間範圍',
    user: '操作人',
    uri: '請求地址',
    ip: 'IP地址',
    status: '響應狀態',
    costAbove: '耗時超過(ms)',
    loginName: '登錄名',
    outcome: '登錄結果',
  },
  column: {
    logAccessId: '編號',
    logType: '類型',
    method: '方法',
    requestUri: '請求地址',
    requestIp: 'IP地址',
    responseStatus: '狀態',
    costTime: '耗時(ms)',
    createBy: '操作人',
    userId: '用戶ID',
    appId: '應用ID',
    userAgent: '瀏覽器標識',
    logChannelId: '鏈路ID',
    parentLogChannelId: '上級鏈路ID',
    logFilePath: '日誌文件',
    requestData: '請求數據',
    responseData: '響應數據',
    createTime: '時間',
    actions: '操作',
    loginName: '登錄名',
    ip: 'IP地址',
    outcome: '結果',
    reason: '原因',
    loginType: '登錄方式',
  },
  logType: { 1: '登錄', 2: '操作' },
  outcome: { success: '成功', failure: '失敗', locked: '已鎖定', captcha: '驗證碼錯誤' },
  action: { detail: '詳情', export: '導出' },
  detail: { title: '訪問日誌詳情', empty: '無', redacted: '敏感字段已替換為 ******' },
  fileName: { access: '訪問日誌.xlsx', login: '登錄日誌.xlsx' },
  retention: '日誌保留 {{days}} 天，過期記錄由定時任務清理',
};

const enGB: Messages = {
  search: {
    time: 'Period',
    user: 'User',
    uri: 'Address',
    ip: 'IP address',
    status: 'Status',
    costAbove: 'Slower than (ms)',
    loginName: 'Login name',
    outcome: 'Outcome',
  },
  column: {
    logAccessId: 'No.',
    logType: 'Type',
    method: 'Method',
    requestUri: 'Address',
    requestIp: 'IP address',
    responseStatus: 'Status',
    costTime: 'Time (ms)',
    createBy: 'User',
    userId: 'User ID',
    appId: 'App ID',
    userAgent: 'User agent',
    logChannelId: 'Trace ID',
    parentLogChannelId: 'Parent trace ID',
    logFilePath: 'Log file',
    requestData: 'Request data',
    responseData: 'Response data',
    createTime: 'Time',
    actions: 'Actions',
    loginName: 'Login name',
    ip: 'IP address',
    outcome: 'Outcome',
    reason: 'Reason',
    loginType: 'Method',
  },
  logType: { 1: 'Sign-in', 2: 'Operation' },
  outcome: { success: 'Success', failure: 'Failure', locked: 'Locked', captcha: 'Wrong captcha' },
  action: { detail: 'Details', export: 'Export' },
  detail: { title: 'Access log entry', empty: 'None', redacted: 'Secrets are replaced by ******' },
  fileName: { access: 'access-log.xlsx', login: 'login-log.xlsx' },
  retention: 'Logs are kept {{days}} days; a scheduled job removes older entries',
};

export const LOGS_NS = 'monitorLogs';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, LOGS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type LogsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useLogsT(): LogsT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(LOGS_NS as unknown as 'translation');
  return t as unknown as LogsT;
}
