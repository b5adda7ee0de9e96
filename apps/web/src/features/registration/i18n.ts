import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The declarers' registration audit page's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { realname: '姓名', loginName: '登录名', organName: '申报单位', status: '审核状态' },
  status: { pending: '待审核', approved: '已通过', rejected: '未通过' },
  column: {
    loginName: '登录名',
    realname: '姓名',
    organName: '申报单位',
    phone: '手机号',
    email: '邮箱',
    status: '审核状态',
    submitTime: '注册时间',
    auditOpinion: '审核意见',
    auditBy: '审核人',
    auditTime: '审核时间',
    actions: '操作',
  },
  action: {
    approve: '通过',
    approveConfirm: '确定通过“{{name}}”的注册申请吗？通过后即可登录',
    reject: '不通过',
    batchApprove: '批量通过',
    batchApproveConfirm: '确定通过选中的 {{count}} 个注册申请吗？',
    batchReject: '批量不通过',
  },
  reject: { title: '注册审核不通过（{{count}} 个）', reason: '不通过原因', ok: '确定', cancel: '取消' },
  done: { audited: '审核成功：{{count}} 个，已通知 {{notified}} 个' },
  title: '申报单位注册申请',
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: { realname: '姓名', loginName: '登錄名', organName: '申報單位', status: '審核狀態' },
  status: { pending: '待審核', approved: '已通過', rejected: '未通過' },
  column: {
    loginName: '登錄名',
    realname: '姓名',
    organName: '申報單位',
    phone: '手機號',
    email: '郵箱',
    status: '審核狀態',
    submitTime: '註冊時間',
    auditOpinion: '審核意見',
    auditBy: '審核人',
    auditTime: '審核時間',
    actions: '操作',
  },
  action: {
    approve: '通過',
    approveConfirm: '確定通過“{{name}}”的註冊申請嗎？通過後即可登錄',
    reject: '不通過',
    batchApprove: '批量通過',
    batchApproveConfirm: '確定通過選中的 {{count}} 個註冊申請嗎？',
    batchReject: '批量不通過',
  },
  reject: { title: '註冊審核不通過（{{count}} 個）', reason: '不通過原因', ok: '確定', cancel: '取消' },
  done: { audited: '審核成功：{{count}} 個，已通知 {{notified}} 個' },
  title: '申報單位註冊申請',
};

const enGB: Messages = {
  search: { realname: 'Name', loginName: 'Login name', organName: 'Declaring unit', status: 'Audit status' },
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  column: {
    loginName: 'Login name',
    realname: 'Name',
    organName: 'Declaring unit',
    phone: 'Mobile',
    email: 'E-mail',
    status: 'Audit status',
    submitTime: 'Registered',
    auditOpinion: 'Reason',
    auditBy: 'Audited by',
    auditTime: 'Audited',
    actions: 'Actions',
  },
  action: {
    approve: 'Approve',
    approveConfirm: 'Approve the registration of “{{name}}”? They can then sign in',
    reject: 'Reject',
    batchApprove: 'Approve selected',
    batchApproveConfirm: 'Approve the {{count}} selected registrations?',
    batchReject: 'Reject selected',
  },
  reject: { title: 'Reject ({{count}} registrations)', reason: 'Reason', ok: 'OK', cancel: 'Cancel' },
  done: { audited: 'Audited: {{count}}, {{notified}} told' },
  title: 'Registrations of declaring units',
};

export const REGISTRATION_NS = 'registration';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, REGISTRATION_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type RegistrationT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the shared (and server) messages in the current language. */
export function useRegistrationT(): { t: RegistrationT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(REGISTRATION_NS as unknown as 'translation');
  return { t: t as unknown as RegistrationT, tr: translateShared };
}
