import { EXPERT_MESSAGES as M } from '@awards/shared/experts';
import { MESSAGES as V } from '@awards/shared/validators';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The expert pool's and the expert audit's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: {
    expertName: '专家姓名',
    organisation: '工作单位',
    title: '职称',
    discipline: '学科领域',
    regionCode: '所在地区',
    status: '审核状态',
    blacklisted: '黑名单',
  },
  status: { pending: '待审核', approved: '已通过', rejected: '未通过' },
  blacklisted: { 1: '在黑名单中', 0: '不在黑名单中', tag: '黑名单' },
  sex: { 1: '男', 2: '女' },
  column: {
    expertName: '专家姓名',
    sex: '性别',
    organisation: '工作单位',
    title: '职称',
    discipline: '学科领域',
    phone: '手机号',
    idNumber: '证件号码',
    bankAccount: '银行账号',
    status: '审核状态',
    createTime: '登记时间',
    pushTime: '推送时间',
    deletedAt: '删除时间',
    actions: '操作',
  },
  toolbar: {
    add: '新增',
    export: '导出',
    exportName: '专家库.xlsx',
    recycle: '回收站',
    push: '推送至届次',
    pool: '届次专家库',
    blacklist: '加入黑名单',
  },
  action: {
    detail: '详情',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定将专家“{{name}}”移入回收站吗？',
    blacklist: '加入黑名单',
    lift: '移出黑名单',
    liftConfirm: '确定将专家“{{name}}”移出黑名单吗？',
    approve: '通过',
    reject: '不通过',
    remove: '移出',
    removeConfirm: '确定将专家“{{name}}”移出该届次的专家库吗？',
  },
  form: {
    addTitle: '新增专家',
    editTitle: '编辑专家',
    expertName: '专家姓名',
    sex: '性别',
    organisation: '工作单位',
    title: '职称',
    discipline: '学科领域',
    regionCode: '所在地区(省)',
    phone: '手机号',
    email: '邮箱',
    idNumber: '证件号码',
    bankName: '开户银行',
    bankAccount: '银行账号',
    maskedHint: '当前为 {{value}}，不修改请留空',
    remark: '备注',
    pending: '需经注册审核',
    ok: '确定',
    cancel: '取消',
  },
  detail: {
    title: '专家详情：{{name}}',
    masked: '证件号码和银行账号已脱敏显示',
    loginName: '关联账号',
    auditOpinion: '审核意见',
    auditBy: '审核人',
    auditTime: '审核时间',
    blacklistReason: '黑名单原因',
    blacklistBy: '操作人',
    blacklistTime: '加入时间',
    remark: '备注',
  },
  blacklist: {
    title: '加入黑名单（{{count}} 位专家）',
    reason: '原因',
  },
  audit: {
    approveTitle: '审核通过（{{count}} 位专家）',
    rejectTitle: '审核不通过（{{count}} 位专家）',
    opinion: '审核意见',
    batchApprove: '批量通过',
    batchReject: '批量不通过',
  },
  push: {
    title: '推送至届次（{{count}} 位专家）',
    edition: '届次',
    choose: '请选择届次',
    done: '推送成功：新增 {{count}} 位，已在库中跳过 {{skipped}} 位，已通知 {{notified}} 位',
  },
  pool: { title: '届次专家库', edition: '届次', search: '按专家姓名搜索' },
  recycle: {
    title: '专家回收站',
    search: '按专家姓名搜索',
    restore: '恢复',
    purge: '彻底删除',
    purgeConfirm: '确定彻底删除选中的 {{count}} 位专家吗？删除后不能恢复',
    restored: '恢复成功!',
  },
  done: {
    added: '添加成功!',
    edited: '编辑成功!',
    deleted: '删除成功!',
    blacklisted: '已加入黑名单',
    lifted: '已移出黑名单',
    audited: '审核成功：{{count}} 位，已通知 {{notified}} 位',
    removed: '移出成功!',
  },
  auditPage: { pendingOnly: '待审核专家' },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: {
    expertName: '專家姓名',
    organisation: '工作單位',
    title: '職稱',
    discipline: '學科領域',
    regionCode: '所在地區',
    status: '審核狀態',
    blacklisted: '黑名單',
  },
  status: { pending: '待審核', approved: '已通過', rejected: '未通過' },
  blacklisted: { 1: '在黑名單中', 0: '不在黑名單中', tag: '黑名單' },
  sex: { 1: '男', 2: '女' },
  column: {
    expertName: '專家姓名',
    sex: '性別',
    organisation: '工作單位',
    title: '職稱',
    discipline: '學科領域',
    phone: '手機號',
    idNumber: '證件號碼',
    bankAccount: '銀行賬號',
    status: '審核狀態',
    createTime: '登記時間',
    pushTime: '推送時間',
    deletedAt: '刪除時間',
    actions: '操作',
  },
  toolbar: {
    add: '新增',
    export: '導出',
    exportName: '專家庫.xlsx',
    recycle: '回收站',
    push: '推送至屆次',
    pool: '屆次專家庫',
    blacklist: '加入黑名單',
  },
  action: {
    detail: '詳情',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定將專家“{{name}}”移入回收站嗎？',
    blacklist: '加入黑名單',
    lift: '移出黑名單',
    liftConfirm: '確定將專家“{{name}}”移出黑名單嗎？',
    approve: '通過',
    reject: '不通過',
    remove: '移出',
    removeConfirm: '確定將專家“{{name}}”移出該屆次的專家庫嗎？',
  },
  form: {
    addTitle: '新增專家',
    editTitle: '編輯專家',
    expertName: '專家姓名',
    sex: '性別',
    organisation: '工作單位',
    title: '職稱',
    discipline: '學科領域',
    regionCode: '所在地區(省)',
    phone: '手機號',
    email: '郵箱',
    idNumber: '證件號碼',
    bankName: '開戶銀行',
    bankAccount: '銀行賬號',
    maskedHint: '當前為 {{value}}，不修改請留空',
    remark: '備註',
    pending: '需經註冊審核',
    ok: '確定',
    cancel: '取消',
  },
  detail: {
    title: '專家詳情：{{name}}',
    masked: '證件號碼和銀行賬號已脫敏顯示',
    loginName: '關聯賬號',
    auditOpinion: '審核意見',
    auditBy: '審核人',
    auditTime: '審核時間',
    blacklistReason: '黑名單原因',
    blacklistBy: '操作人',
    blacklistTime: '加入時間',
    remark: '備註',
  },
  blacklist: { title: '加入黑名單（{{count}} 位專家）', reason: '原因' },
  audit: {
    approveTitle: '審核通過（{{count}} 位專家）',
    rejectTitle: '審核不通過（{{count}} 位專家）',
    opinion: '審核意見',
    batchApprove: '批量通過',
    batchReject: '批量不通過',
  },
  push: {
    title: '推送至屆次（{{count}} 位專家）',
    edition: '屆次',
    choose: '請選擇屆次',
    done: '推送成功：新增 {{count}} 位，已在庫中跳過 {{skipped}} 位，已通知 {{notified}} 位',
  },
  pool: { title: '屆次專家庫', edition: '屆次', search: '按專家姓名搜索' },
  recycle: {
    title: '專家回收站',
    search: '按專家姓名搜索',
    restore: '恢復',
    purge: '徹底刪除',
    purgeConfirm: '確定徹底刪除選中的 {{count}} 位專家嗎？刪除後不能恢復',
    restored: '恢復成功!',
  },
  done: {
    added: '添加成功!',
    edited: '編輯成功!',
    deleted: '刪除成功!',
    blacklisted: '已加入黑名單',
    lifted: '已移出黑名單',
    audited: '審核成功：{{count}} 位，已通知 {{notified}} 位',
    removed: '移出成功!',
  },
  auditPage: { pendingOnly: '待審核專家' },
};

const enGB: Messages = {
  search: {
    expertName: 'Name',
    organisation: 'Organisation',
    title: 'Title',
    discipline: 'Discipline',
    regionCode: 'Region',
    status: 'Audit status',
    blacklisted: 'Blacklist',
  },
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  blacklisted: { 1: 'Blacklisted', 0: 'Not blacklisted', tag: 'Blacklisted' },
  sex: { 1: 'Male', 2: 'Female' },
  column: {
    expertName: 'Name',
    sex: 'Sex',
    organisation: 'Organisation',
    title: 'Title',
    discipline: 'Discipline',
    phone: 'Mobile',
    idNumber: 'ID number',
    bankAccount: 'Bank account',
    status: 'Audit status',
    createTime: 'Registered',
    pushTime: 'Pushed',
    deletedAt: 'Deleted',
    actions: 'Actions',
  },
  toolbar: {
    add: 'Add',
    export: 'Export',
    exportName: 'experts.xlsx',
    recycle: 'Recycle bin',
    push: 'Push to edition',
    pool: "Editions' pools",
    blacklist: 'Blacklist',
  },
  action: {
    detail: 'Details',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Move the expert “{{name}}” to the recycle bin?',
    blacklist: 'Blacklist',
    lift: 'Lift',
    liftConfirm: 'Take the expert “{{name}}” off the blacklist?',
    approve: 'Approve',
    reject: 'Reject',
    remove: 'Remove',
    removeConfirm: "Remove the expert “{{name}}” from this edition's pool?",
  },
  form: {
    addTitle: 'Add an expert',
    editTitle: 'Edit the expert',
    expertName: 'Name',
    sex: 'Sex',
    organisation: 'Organisation',
    title: 'Title',
    discipline: 'Discipline',
    regionCode: 'Region (province)',
    phone: 'Mobile',
    email: 'E-mail',
    idNumber: 'ID number',
    bankName: 'Bank',
    bankAccount: 'Bank account',
    maskedHint: 'Now {{value}}; leave empty to keep it',
    remark: 'Remark',
    pending: 'Needs the registration audit',
    ok: 'OK',
    cancel: 'Cancel',
  },
  detail: {
    title: 'Expert: {{name}}',
    masked: 'ID number and bank account are masked',
    loginName: 'Linked account',
    auditOpinion: 'Audit opinion',
    auditBy: 'Audited by',
    auditTime: 'Audited',
    blacklistReason: 'Blacklist reason',
    blacklistBy: 'Blacklisted by',
    blacklistTime: 'Blacklisted',
    remark: 'Remark',
  },
  blacklist: { title: 'Blacklist ({{count}} experts)', reason: 'Reason' },
  audit: {
    approveTitle: 'Approve ({{count}} experts)',
    rejectTitle: 'Reject ({{count}} experts)',
    opinion: 'Opinion',
    batchApprove: 'Approve selected',
    batchReject: 'Reject selected',
  },
  push: {
    title: 'Push to an edition ({{count}} experts)',
    edition: 'Edition',
    choose: 'Please choose the edition',
    done: 'Pushed: {{count}} added, {{skipped}} already in the pool, {{notified}} told',
  },
  pool: { title: "Editions' pools", edition: 'Edition', search: 'Search by name' },
  recycle: {
    title: 'Recycle bin of experts',
    search: 'Search by name',
    restore: 'Restore',
    purge: 'Delete for good',
    purgeConfirm: 'Delete the {{count}} selected experts for good? This cannot be undone',
    restored: 'Restored',
  },
  done: {
    added: 'Added',
    edited: 'Saved',
    deleted: 'Deleted',
    blacklisted: 'Blacklisted',
    lifted: 'Taken off the blacklist',
    audited: 'Audited: {{count}}, {{notified}} told',
    removed: 'Removed',
  },
  auditPage: { pendingOnly: 'Pending experts' },
};

/** The schema's and the server's fixed messages (Chinese) in zh_TW and en_GB. */
const SHARED: Record<string, readonly [zhTW: string, enGB: string]> = {
  [M.expertNameRequired]: ['請輸入專家姓名', "Please enter the expert's name"],
  [M.expertNameTooLong]: ['專家姓名不能超過50個字符', 'The name is at most 50 characters'],
  [M.organisationRequired]: ['請輸入工作單位', 'Please enter the organisation'],
  [M.disciplineRequired]: ['請選擇學科領域', 'Please choose the discipline'],
  [M.disciplineUnknown]: ['學科領域不在字典中', 'The discipline is not in the dictionary'],
  [M.bankAccount]: ['銀行賬號應為12至30位數字', 'A bank account is 12 to 30 digits'],
  [M.userNotExpert]: ['關聯用戶必須是評審專家類型的用戶', 'The linked user must be an expert user'],
  [M.userTaken]: ['該用戶已關聯其他專家', 'The user is linked to another expert'],
  [M.idNumberTaken]: ['該證件號碼已被其他專家使用', 'Another expert has this ID number'],
  [M.notFound]: ['專家不存在', 'The expert does not exist'],
  [M.opinionRequired]: ['審核不通過時請填寫審核意見', 'A rejection needs an opinion'],
  [M.blacklistReasonRequired]: ['請填寫加入黑名單的原因', 'Please give the reason'],
  [M.notInPool]: ['所選專家不在該屆次的專家庫中', "The experts are not in this edition's pool"],
  [V.email]: ['請輸入正確格式的郵箱!', 'Please enter a valid e-mail address'],
  [V.mobile]: ['您的手機號碼格式不正確!', 'The mobile number is not valid'],
  [V.idCard]: ['您的身份證號/護照格式不正確!', 'The ID or passport number is not valid'],
};

/** The server's messages that name experts or editions: the names kept, the sentence translated. */
const PATTERNS: readonly [RegExp, zhTW: string, enGB: string][] = [
  [
    /^专家(.+)不是待审核状态，不能审核$/,
    '專家$1不是待審核狀態，不能審核',
    'Not pending, cannot be audited: $1',
  ],
  [
    /^专家(.+)尚未通过注册审核，不能加入黑名单$/,
    '專家$1尚未通過註冊審核，不能加入黑名單',
    'Not approved, cannot be blacklisted: $1',
  ],
  [/^专家(.+)已在黑名单中$/, '專家$1已在黑名單中', 'Already blacklisted: $1'],
  [/^专家(.+)不在黑名单中$/, '專家$1不在黑名單中', 'Not blacklisted: $1'],
  [
    /^专家已在届次(.+)的专家库中，请先从届次移出后再删除$/,
    '專家已在屆次$1的專家庫中，請先從屆次移出後再刪除',
    'The expert is in the pool of $1: remove them from it first',
  ],
  [
    /^专家曾被推送至届次(.+)，须保留记录，不能彻底删除$/,
    '專家曾被推送至屆次$1，須保留記錄，不能徹底刪除',
    'The expert was pushed to $1: the record stays, it cannot be deleted for good',
  ],
  [
    /^专家(.+)未通过审核或已列入黑名单，不能推送至届次$/,
    '專家$1未通過審核或已列入黑名單，不能推送至屆次',
    'Not approved or blacklisted, cannot be pushed: $1',
  ],
  [
    /^届次处于「(.+)」状态，不能再调整专家库$/,
    '屆次處於「$1」狀態，不能再調整專家庫',
    'The edition is $1: its pool is closed',
  ],
];

export function translateExperts(language: string, message: string): string {
  const index = language === 'zh_TW' ? 0 : language === 'en_GB' ? 1 : null;
  if (index === null) return message;
  const exact = SHARED[message];
  if (exact) return exact[index];
  for (const [pattern, ...texts] of PATTERNS)
    if (pattern.test(message)) return message.replace(pattern, texts[index]);
  return message;
}

export const EXPERTS_NS = 'experts';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, EXPERTS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type ExpertsKey = Leaves<Messages>;
export type ExpertsT = (key: ExpertsKey, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the server's Chinese messages in the current language. */
export function useExpertsT(): { t: ExpertsT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t, i18n: instance } = useTranslation(EXPERTS_NS as unknown as 'translation');
  return { t: t as unknown as ExpertsT, tr: (message) => translateExperts(instance.language, message) };
}
