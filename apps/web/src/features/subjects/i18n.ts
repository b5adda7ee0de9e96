import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The subjects page's strings, in their own namespace, registered on first import. */
const zhCN = {
  title: '学科',
  hint: '学科树即“学科领域”字典：专家、申报和评审分组从这里选择学科，保存后立即生效。',
  search: { keyword: '学科名称或代码' },
  column: {
    name: '学科名称',
    code: '学科代码',
    usage: '使用记录',
    sortNumber: '排序',
    remark: '备注',
    actions: '操作',
  },
  action: {
    add: '新增学科',
    addChild: '新增下级',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除该学科吗？',
  },
  form: {
    addTitle: '新增学科',
    editTitle: '编辑学科',
    parent: '上级学科',
    parentHint: '不选则为一级学科',
    codeHint: '代码保存后不能修改',
  },
  done: { saved: '保存成功', deleted: '删除成功' },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  title: '學科',
  hint: '學科樹即「學科領域」字典：專家、申報和評審分組從這裡選擇學科，儲存後立即生效。',
  search: { keyword: '學科名稱或代碼' },
  column: {
    name: '學科名稱',
    code: '學科代碼',
    usage: '使用記錄',
    sortNumber: '排序',
    remark: '備註',
    actions: '操作',
  },
  action: {
    add: '新增學科',
    addChild: '新增下級',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定刪除該學科嗎？',
  },
  form: {
    addTitle: '新增學科',
    editTitle: '編輯學科',
    parent: '上級學科',
    parentHint: '不選則為一級學科',
    codeHint: '代碼儲存後不能修改',
  },
  done: { saved: '儲存成功', deleted: '刪除成功' },
};

const enGB: Messages = {
  title: 'Subjects',
  hint: 'The subject tree is the Discipline dictionary: experts, declarations and review groups choose from it, at once after a save.',
  search: { keyword: 'Subject name or code' },
  column: {
    name: 'Subject',
    code: 'Code',
    usage: 'Records',
    sortNumber: 'Order',
    remark: 'Remark',
    actions: 'Actions',
  },
  action: {
    add: 'Add subject',
    addChild: 'Add sub-subject',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete this subject?',
  },
  form: {
    addTitle: 'Add subject',
    editTitle: 'Edit subject',
    parent: 'Parent subject',
    parentHint: 'None: a top-level subject',
    codeHint: 'The code cannot change once saved',
  },
  done: { saved: 'Saved', deleted: 'Deleted' },
};

export const SUBJECTS_NS = 'subjects';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, SUBJECTS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type SubjectsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useSubjectsT(): { t: SubjectsT; tr: (message: string) => string } {
  const { t } = useTranslation(SUBJECTS_NS as unknown as 'translation');
  return { t: t as unknown as SubjectsT, tr: translateShared };
}
