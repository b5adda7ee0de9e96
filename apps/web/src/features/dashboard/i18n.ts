import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/**
 * The home page's figures, in their own i18next namespace (the greeting itself uses
 * the shell's home.* keys). Registered once, on first import.
 */
const zhCN = {
  todayLogins: '今日登录',
  // Distinct visitors (a user once, an anonymous address once), not requests: LoginInfo.todayVisitCount.
  todayVisits: '今日访客',
  todayIps: '今日访问IP数',
  totalLogins: '累计登录',
  lastLogin: '上次登录：{{time}}，IP：{{ip}}',
  firstLogin: '这是您第一次登录本系统',
  unknownIp: '未知',
  trend: '近7日访客与登录',
  visits: '访客',
  logins: '登录',
  loadFailed: '统计数据加载失败',
  retry: '重试',
};

export type DashboardMessages = typeof zhCN;

const zhTW: DashboardMessages = {
  todayLogins: '今日登錄',
  todayVisits: '今日訪客',
  todayIps: '今日訪問IP數',
  totalLogins: '累計登錄',
  lastLogin: '上次登錄：{{time}}，IP：{{ip}}',
  firstLogin: '這是您第一次登錄本系統',
  unknownIp: '未知',
  trend: '近7日訪客與登錄',
  visits: '訪客',
  logins: '登錄',
  loadFailed: '統計數據加載失敗',
  retry: '重試',
};

const enGB: DashboardMessages = {
  todayLogins: 'Sign-ins today',
  todayVisits: 'Visitors today',
  todayIps: 'Addresses today',
  totalLogins: 'Sign-ins in total',
  lastLogin: 'Last signed in {{time}} from {{ip}}',
  firstLogin: 'This is your first sign-in',
  unknownIp: 'an unknown address',
  trend: 'Visitors and sign-ins, last 7 days',
  visits: 'Visitors',
  logins: 'Sign-ins',
  loadFailed: 'The figures could not be loaded',
  retry: 'Retry',
};

export const DASHBOARD_NS = 'dashboard';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, DASHBOARD_NS, resources, true, true);
}

export type DashboardKey = keyof DashboardMessages;

/** `useTranslation('dashboard')` with keys checked against the zh_CN resources above. */
export function useDashboardT() {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(DASHBOARD_NS as unknown as 'translation');
  return t as unknown as (key: DashboardKey, options?: Record<string, unknown>) => string;
}
