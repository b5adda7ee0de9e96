import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The data groups page's strings, in their own namespace, registered on first import. */
const zhCN = {
  title: '数据分组',
  hint: '数据分组是一组行政区划或组织机构（各含其下级）。数据权限规则的值写 {{variable}} 即按分组成员过滤；分组为空或不存在时不返回任何数据。',
  search: { keyword: '分组名称或编码', kind: '分组类型' },
  column: {
    name: '分组名称',
    code: '分组编码',
    kind: '分组类型',
    members: '成员',
    variable: '规则中写法',
    remark: '备注',
    actions: '操作',
  },
  action: {
    add: '新增分组',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除该数据分组吗？引用它的数据权限规则须先修改。',
  },
  form: {
    addTitle: '新增数据分组',
    editTitle: '编辑数据分组',
    regions: '行政区划',
    organs: '组织机构',
    addRegion: '选择行政区划加入',
    membersHint: '成员包含其全部下级',
  },
  more: '等{{count}}个',
  done: { saved: '保存成功', deleted: '删除成功' },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  title: '數據分組',
  hint: '數據分組是一組行政區劃或組織機構（各含其下級）。數據權限規則的值寫 {{variable}} 即按分組成員過濾；分組為空或不存在時不返回任何數據。',
  search: { keyword: '分組名稱或編碼', kind: '分組類型' },
  column: {
    name: '分組名稱',
    code: '分組編碼',
    kind: '分組類型',
    members: '成員',
    variable: '規則中寫法',
    remark: '備註',
    actions: '操作',
  },
  action: {
    add: '新增分組',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定刪除該數據分組嗎？引用它的數據權限規則須先修改。',
  },
  form: {
    addTitle: '新增數據分組',
    editTitle: '編輯數據分組',
    regions: '行政區劃',
    organs: '組織機構',
    addRegion: '選擇行政區劃加入',
    membersHint: '成員包含其全部下級',
  },
  more: '等{{count}}個',
  done: { saved: '儲存成功', deleted: '刪除成功' },
};

const enGB: Messages = {
  title: 'Data groups',
  hint: 'A data group is a set of regions or organisations, each with everything under it. A data rule whose value is {{variable}} keeps the rows of the members; an empty or missing group keeps none.',
  search: { keyword: 'Group name or code', kind: 'Holds' },
  column: {
    name: 'Group',
    code: 'Code',
    kind: 'Holds',
    members: 'Members',
    variable: 'In a rule',
    remark: 'Remark',
    actions: 'Actions',
  },
  action: {
    add: 'Add group',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete this data group? Data rules naming it must be changed first.',
  },
  form: {
    addTitle: 'Add data group',
    editTitle: 'Edit data group',
    regions: 'Regions',
    organs: 'Organisations',
    addRegion: 'Choose a region to add',
    membersHint: 'A member includes everything under it',
  },
  more: '{{count}} in all',
  done: { saved: 'Saved', deleted: 'Deleted' },
};

export const DATA_GROUPS_NS = 'data-groups';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, DATA_GROUPS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type DataGroupsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useDataGroupsT(): { t: DataGroupsT; tr: (message: string) => string } {
  const { t } = useTranslation(DATA_GROUPS_NS as unknown as 'translation');
  return { t: t as unknown as DataGroupsT, tr: translateShared };
}
