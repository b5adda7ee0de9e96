import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The receivers widget's strings, in their own namespace, registered on first import. */
const zhCN = {
  users: '用户',
  organs: '组织（含下级）',
  roles: '角色',
  pickUsers: '选择用户',
  pickedCount: '已选择 {{count}} 个用户',
  clearUsers: '清空',
  choose: '请选择',
  picker: {
    title: '选择接收用户',
    loginName: '登录名',
    realname: '姓名',
    orgName: '所属机构',
    search: '按姓名或登录名查找',
    ok: '确定',
    cancel: '取消',
  },
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  users: '用戶',
  organs: '組織（含下級）',
  roles: '角色',
  pickUsers: '選擇用戶',
  pickedCount: '已選擇 {{count}} 個用戶',
  clearUsers: '清空',
  choose: '請選擇',
  picker: {
    title: '選擇接收用戶',
    loginName: '登錄名',
    realname: '姓名',
    orgName: '所屬機構',
    search: '按姓名或登錄名查找',
    ok: '確定',
    cancel: '取消',
  },
};

const enGB: Messages = {
  users: 'Users',
  organs: 'Organisations (and below)',
  roles: 'Roles',
  pickUsers: 'Choose users',
  pickedCount: '{{count}} users chosen',
  clearUsers: 'Clear',
  choose: 'Please select',
  picker: {
    title: 'Choose receivers',
    loginName: 'Login name',
    realname: 'Name',
    orgName: 'Organisation',
    search: 'Find by name or login name',
    ok: 'OK',
    cancel: 'Cancel',
  },
};

export const RECEIVERS_NS = 'receivers';

for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, RECEIVERS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ReceiversKey = Leaves<Messages>;

export function useReceiversT(): (key: ReceiversKey, options?: Record<string, unknown>) => string {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(RECEIVERS_NS as unknown as 'translation');
  return t as unknown as (key: ReceiversKey, options?: Record<string, unknown>) => string;
}
