import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The banks page's strings, in their own namespace, registered on first import. */
const zhCN = {
  banks: '银行',
  branches: '开户支行',
  branchesOf: '{{bank}}的支行',
  allBranches: '全部支行',
  search: { bankName: '银行名称', branchName: '支行名称' },
  column: {
    bankCode: '银行代码',
    bankName: '银行名称',
    sortNumber: '排序',
    branchCount: '支行数',
    branchCode: '联行号',
    branchName: '支行名称',
    regionCode: '地区代码',
    actions: '操作',
  },
  action: {
    add: '新增银行',
    addBranch: '新增支行',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除吗？',
    showBranches: '查看支行',
    import: '导入支行',
    importHint: 'Excel 表头：银行代码、联行号、支行名称、地区代码（可选）',
  },
  form: {
    addBank: '新增银行',
    editBank: '编辑银行',
    addBranch: '新增支行',
    editBranch: '编辑支行',
    bank: '所属银行',
  },
  done: {
    saved: '保存成功',
    deleted: '删除成功',
    imported: '导入完成：新增{{added}}，更新{{updated}}，未导入{{refused}}。',
    row: '第{{row}}行：',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  banks: '銀行',
  branches: '開戶支行',
  branchesOf: '{{bank}}的支行',
  allBranches: '全部支行',
  search: { bankName: '銀行名稱', branchName: '支行名稱' },
  column: {
    bankCode: '銀行代碼',
    bankName: '銀行名稱',
    sortNumber: '排序',
    branchCount: '支行數',
    branchCode: '聯行號',
    branchName: '支行名稱',
    regionCode: '地區代碼',
    actions: '操作',
  },
  action: {
    add: '新增銀行',
    addBranch: '新增支行',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定刪除嗎？',
    showBranches: '查看支行',
    import: '导入支行',
    importHint: 'Excel 表头：银行代码、联行号、支行名称、地区代码（可选）',
  },
  form: {
    addBank: '新增銀行',
    editBank: '編輯銀行',
    addBranch: '新增支行',
    editBranch: '編輯支行',
    bank: '所屬銀行',
  },
  done: {
    saved: '儲存成功',
    deleted: '刪除成功',
    imported: '匯入完成：新增 {{added}}，更新 {{updated}}，未匯入 {{refused}}。',
    row: '第 {{row}} 行：',
  },
};

const enGB: Messages = {
  banks: 'Banks',
  branches: 'Branches',
  branchesOf: 'Branches of {{bank}}',
  allBranches: 'All branches',
  search: { bankName: 'Bank name', branchName: 'Branch name' },
  column: {
    bankCode: 'Bank code',
    bankName: 'Bank name',
    sortNumber: 'Order',
    branchCount: 'Branches',
    branchCode: 'Branch number',
    branchName: 'Branch name',
    regionCode: 'Region code',
    actions: 'Actions',
  },
  action: {
    add: 'Add a bank',
    addBranch: 'Add a branch',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete it?',
    showBranches: 'Branches',
    import: 'Import branches',
    importHint: 'Excel headings: bank code, branch number, branch name, region code (optional)',
  },
  form: {
    addBank: 'Add a bank',
    editBank: 'Edit the bank',
    addBranch: 'Add a branch',
    editBranch: 'Edit the branch',
    bank: 'Bank',
  },
  done: {
    saved: 'Saved',
    deleted: 'Deleted',
    imported: 'Imported: {{added}} added, {{updated}} updated, {{refused}} refused.',
    row: 'Row {{row}}: ',
  },
};

export const BANKS_NS = 'banks';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, BANKS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type BanksT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useBanksT(): { t: BanksT; tr: (message: string) => string } {
  const { t } = useTranslation(BANKS_NS as unknown as 'translation');
  return { t: t as unknown as BanksT, tr: translateShared };
}
