import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The online-users page's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { loginName: '登录名', ip: 'IP地址' },
  column: {
    loginName: '登录名',
    realname: '姓名',
    orgName: '所属机构',
    ip: 'IP地址',
    browser: '浏览器',
    os: '操作系统',
    loginTime: '登录时间',
    lastActivityTime: '最后活动',
    expiresAt: '过期时间',
    actions: '操作',
  },
  current: '当前会话',
  action: { kick: '强制下线', kickConfirm: '确定将“{{name}}”强制下线吗？' },
  done: { kicked: '强制下线成功!' },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: { loginName: '登錄名', ip: 'IP地址' },
  column: {
    loginName: '登錄名',
    realname: '姓名',
    orgName: '所屬機構',
    ip: 'IP地址',
    browser: '瀏覽器',
    os: '操作系統',
    loginTime: '登錄時間',
    lastActivityTime: '最後活動',
    expiresAt: '過期時間',
    actions: '操作',
  },
  current: '當前會話',
  action: { kick: '強制下線', kickConfirm: '確定將“{{name}}”強制下線嗎？' },
  done: { kicked: '強制下線成功!' },
};

const enGB: Messages = {
  search: { loginName: 'Login name', ip: 'IP address' },
  column: {
    loginName: 'Login name',
    realname: 'Name',
    orgName: 'Organisation',
    ip: 'IP address',
    browser: 'Browser',
    os: 'System',
    loginTime: 'Signed in',
    lastActivityTime: 'Last active',
    expiresAt: 'Expires',
    actions: 'Actions',
  },
  current: 'This session',
  action: { kick: 'Sign out', kickConfirm: 'Sign “{{name}}” out now?' },
  done: { kicked: 'Signed out' },
};

export const ONLINE_NS = 'monitorOnline';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, ONLINE_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type OnlineT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useOnlineT(): { t: OnlineT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(ONLINE_NS as unknown as 'translation');
  return { t: t as unknown as OnlineT, tr: translateShared };
}
