import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The awards page's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { awardName: '奖项名称', awardCode: '奖项编码', category: '奖项类别', status: '状态' },
  status: { enabled: '启用', disabled: '停用' },
  category: {
    progress: '科技进步奖',
    invention: '技术发明奖',
    natural: '自然科学奖',
    innovation: '创新团队奖',
    talent: '人才奖',
  },
  toolbar: { add: '新增奖项' },
  column: {
    awardName: '奖项名称',
    awardCode: '奖项编码',
    category: '类别',
    grades: '奖励等级',
    standards: '评分标准',
    flow: '评审环节',
    status: '状态',
    editionCount: '使用届次',
    sortNumber: '排序',
    actions: '操作',
  },
  count: { standards: '{{count}} 项', flow: '{{count}} 个环节' },
  action: {
    detail: '配置',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除奖项“{{name}}”吗？',
    disableConfirm: '确定停用奖项“{{name}}”吗？',
    disableEffect: '停用后不能再把它加入届次。',
    disableInUse: '它正被 {{count}} 个届次使用：这些届次里的它和已有申报不变，但不能再把它加入其他届次。',
    enableConfirm: '确定启用奖项“{{name}}”吗？',
    enableEffect: '启用后可以把它加入届次。',
  },
  form: {
    addTitle: '新增奖项',
    editTitle: '编辑奖项',
    awardCode: '奖项编码',
    awardCodeHint: '大写字母开头，可含数字、下划线和中划线',
    awardName: '奖项名称',
    category: '奖项类别',
    choose: '请选择',
    sortNumber: '排序',
    status: '状态',
    description: '说明',
  },
  detail: {
    title: '奖项配置：{{name}}',
    grades: '奖励等级',
    standards: '评分标准',
    flow: '预设流程',
    editionCount: '已被 {{count}} 个届次使用；修改不影响已有届次',
  },
  done: {
    added: '添加成功!',
    edited: '编辑成功!',
    deleted: '删除成功!',
    enabled: '启用成功!',
    disabled: '停用成功!',
    saved: '保存成功!',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: { awardName: '獎項名稱', awardCode: '獎項編碼', category: '獎項類別', status: '狀態' },
  status: { enabled: '啟用', disabled: '停用' },
  category: {
    progress: '科技進步獎',
    invention: '技術發明獎',
    natural: '自然科學獎',
    innovation: '創新團隊獎',
    talent: '人才獎',
  },
  toolbar: { add: '新增獎項' },
  column: {
    awardName: '獎項名稱',
    awardCode: '獎項編碼',
    category: '類別',
    grades: '獎勵等級',
    standards: '評分標準',
    flow: '評審環節',
    status: '狀態',
    editionCount: '使用屆次',
    sortNumber: '排序',
    actions: '操作',
  },
  count: { standards: '{{count}} 項', flow: '{{count}} 個環節' },
  action: {
    detail: '配置',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定刪除獎項「{{name}}」嗎？',
    disableConfirm: '確定停用獎項「{{name}}」嗎？',
    disableEffect: '停用後不能再把它加入屆次。',
    disableInUse: '它正被 {{count}} 個屆次使用：這些屆次裡的它和已有申報不變，但不能再把它加入其他屆次。',
    enableConfirm: '確定啟用獎項「{{name}}」嗎？',
    enableEffect: '啟用後可以把它加入屆次。',
  },
  form: {
    addTitle: '新增獎項',
    editTitle: '編輯獎項',
    awardCode: '獎項編碼',
    awardCodeHint: '大寫字母開頭，可含數字、下劃線和中劃線',
    awardName: '獎項名稱',
    category: '獎項類別',
    choose: '請選擇',
    sortNumber: '排序',
    status: '狀態',
    description: '說明',
  },
  detail: {
    title: '獎項配置：{{name}}',
    grades: '獎勵等級',
    standards: '評分標準',
    flow: '預設流程',
    editionCount: '已被 {{count}} 個屆次使用；修改不影響已有屆次',
  },
  done: {
    added: '添加成功!',
    edited: '編輯成功!',
    deleted: '刪除成功!',
    enabled: '啟用成功!',
    disabled: '停用成功!',
    saved: '保存成功!',
  },
};

const enGB: Messages = {
  search: { awardName: 'Award', awardCode: 'Code', category: 'Category', status: 'Status' },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  category: {
    progress: 'Science & technology progress',
    invention: 'Technological invention',
    natural: 'Natural science',
    innovation: 'Innovation team',
    talent: 'Talent',
  },
  toolbar: { add: 'New award' },
  column: {
    awardName: 'Award',
    awardCode: 'Code',
    category: 'Category',
    grades: 'Grades',
    standards: 'Criteria',
    flow: 'Stages',
    status: 'Status',
    editionCount: 'Editions',
    sortNumber: 'Order',
    actions: 'Actions',
  },
  count: { standards: '{{count}}', flow: '{{count}} stages' },
  action: {
    detail: 'Configure',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete the award “{{name}}”?',
    disableConfirm: 'Disable the award “{{name}}”?',
    disableEffect: 'Once disabled it can no longer be added to an edition.',
    disableInUse:
      'Editions using it: {{count}}. It stays in them with its declarations, but can no longer be added to another edition.',
    enableConfirm: 'Enable the award “{{name}}”?',
    enableEffect: 'Once enabled it can be added to editions.',
  },
  form: {
    addTitle: 'New award',
    editTitle: 'Edit the award',
    awardCode: 'Code',
    awardCodeHint: 'A capital letter first, then capitals, digits, _ or -',
    awardName: 'Award name',
    category: 'Category',
    choose: 'Choose',
    sortNumber: 'Order',
    status: 'Status',
    description: 'Description',
  },
  detail: {
    title: 'Configure: {{name}}',
    grades: 'Grades',
    standards: 'Scoring criteria',
    flow: 'Preset flow',
    editionCount: 'Editions using this award: {{count}}. Changes here do not reach them.',
  },
  done: {
    added: 'Added',
    edited: 'Saved',
    deleted: 'Deleted',
    enabled: 'Enabled',
    disabled: 'Disabled',
    saved: 'Saved',
  },
};

export const AWARDS_NS = 'bizAwards';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, AWARDS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type AwardsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the shared schema's and the server's messages. */
export function useAwardsT(): { t: AwardsT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(AWARDS_NS as unknown as 'translation');
  return { t: t as unknown as AwardsT, tr: translateShared };
}
