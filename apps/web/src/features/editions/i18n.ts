import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The editions page's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { editionName: '届次名称', year: '年度', status: '状态' },
  status: {
    draft: '草稿',
    declaring: '申报中',
    examining: '形式审查',
    reviewing: '评审中',
    publicity: '公示中',
    finished: '已结束',
  },
  window: {
    declaration: '申报时间',
    examination: '形式审查时间',
    review: '专家评审时间',
    meeting: '会议评审时间',
    publicity: '公示时间',
  },
  toolbar: { add: '新增届次' },
  column: {
    editionName: '届次名称',
    year: '年度',
    status: '状态',
    declaration: '申报时间',
    awardCount: '奖项数',
    updateTime: '更新时间',
    actions: '操作',
  },
  action: {
    detail: '详情',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除届次“{{name}}”吗？',
    draftOnly: '只有草稿可以删除',
  },
  form: {
    addTitle: '新增届次',
    editTitle: '编辑届次',
    editionName: '届次名称',
    year: '年度',
    remark: '备注',
    windows: '时间安排',
    windowsHint: '各时间段依次排列，不能重叠；未用到的环节可以留空',
    start: '开始',
    end: '结束',
  },
  detail: {
    title: '届次：{{name}}',
    info: '基本信息',
    awards: '届次奖项',
    history: '状态记录',
    remark: '备注',
    noHistory: '尚无状态变更',
  },
  next: {
    declaring: '开始申报',
    examining: '进入形式审查',
    reviewing: '进入评审',
    publicity: '开始公示',
    finished: '结束届次',
    confirm: '将届次从「{{from}}」变更为「{{to}}」？',
    note: '备注（可选）',
    ok: '确定',
    cancel: '取消',
    over: '届次已结束',
  },
  awards: {
    add: '加入奖项',
    pick: '选择奖项',
    pickHint: '加入后复制奖项的等级、评分标准和流程，可在本届次中单独修改',
    none: '本届次尚未加入奖项',
    remove: '移出',
    removeConfirm: '确定将奖项“{{name}}”移出本届次吗？',
    grades: '等级和名额',
    standards: '评分标准',
    flow: '评审流程',
    ok: '确定',
    cancel: '取消',
  },
  history: { by: '{{operator}} · {{time}}', system: '系统' },
  done: {
    added: '添加成功!',
    edited: '编辑成功!',
    deleted: '删除成功!',
    moved: '届次已变更为「{{status}}」',
    awardsAdded: '添加成功!',
    awardRemoved: '移除成功!',
    saved: '保存成功!',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: { editionName: '屆次名稱', year: '年度', status: '狀態' },
  status: {
    draft: '草稿',
    declaring: '申報中',
    examining: '形式審查',
    reviewing: '評審中',
    publicity: '公示中',
    finished: '已結束',
  },
  window: {
    declaration: '申報時間',
    examination: '形式審查時間',
    review: '專家評審時間',
    meeting: '會議評審時間',
    publicity: '公示時間',
  },
  toolbar: { add: '新增屆次' },
  column: {
    editionName: '屆次名稱',
    year: '年度',
    status: '狀態',
    declaration: '申報時間',
    awardCount: '獎項數',
    updateTime: '更新時間',
    actions: '操作',
  },
  action: {
    detail: '詳情',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '確定刪除屆次「{{name}}」嗎？',
    draftOnly: '只有草稿可以刪除',
  },
  form: {
    addTitle: '新增屆次',
    editTitle: '編輯屆次',
    editionName: '屆次名稱',
    year: '年度',
    remark: '備註',
    windows: '時間安排',
    windowsHint: '各時間段依次排列，不能重疊；未用到的環節可以留空',
    start: '開始',
    end: '結束',
  },
  detail: {
    title: '屆次：{{name}}',
    info: '基本信息',
    awards: '屆次獎項',
    history: '狀態記錄',
    remark: '備註',
    noHistory: '尚無狀態變更',
  },
  next: {
    declaring: '開始申報',
    examining: '進入形式審查',
    reviewing: '進入評審',
    publicity: '開始公示',
    finished: '結束屆次',
    confirm: '將屆次從「{{from}}」變更為「{{to}}」？',
    note: '備註（可選）',
    ok: '確定',
    cancel: '取消',
    over: '屆次已結束',
  },
  awards: {
    add: '加入獎項',
    pick: '選擇獎項',
    pickHint: '加入後複製獎項的等級、評分標準和流程，可在本屆次中單獨修改',
    none: '本屆次尚未加入獎項',
    remove: '移出',
    removeConfirm: '確定將獎項「{{name}}」移出本屆次嗎？',
    grades: '等級和名額',
    standards: '評分標準',
    flow: '評審流程',
    ok: '確定',
    cancel: '取消',
  },
  history: { by: '{{operator}} · {{time}}', system: '系統' },
  done: {
    added: '添加成功!',
    edited: '編輯成功!',
    deleted: '刪除成功!',
    moved: '屆次已變更為「{{status}}」',
    awardsAdded: '添加成功!',
    awardRemoved: '移除成功!',
    saved: '保存成功!',
  },
};

const enGB: Messages = {
  search: { editionName: 'Edition', year: 'Year', status: 'Status' },
  status: {
    draft: 'Draft',
    declaring: 'Declaring',
    examining: 'Formal examination',
    reviewing: 'Reviewing',
    publicity: 'Publicity',
    finished: 'Finished',
  },
  window: {
    declaration: 'Declaration',
    examination: 'Formal examination',
    review: 'Expert review',
    meeting: 'Meeting review',
    publicity: 'Publicity',
  },
  toolbar: { add: 'New edition' },
  column: {
    editionName: 'Edition',
    year: 'Year',
    status: 'Status',
    declaration: 'Declaration window',
    awardCount: 'Awards',
    updateTime: 'Updated',
    actions: 'Actions',
  },
  action: {
    detail: 'Details',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete the edition “{{name}}”?',
    draftOnly: 'Only a draft can be deleted',
  },
  form: {
    addTitle: 'New edition',
    editTitle: 'Edit the edition',
    editionName: 'Edition name',
    year: 'Year',
    remark: 'Remark',
    windows: 'Windows',
    windowsHint: 'The windows follow one another without overlapping; leave unused stages empty',
    start: 'Start',
    end: 'End',
  },
  detail: {
    title: 'Edition: {{name}}',
    info: 'Details',
    awards: 'Awards',
    history: 'Status history',
    remark: 'Remark',
    noHistory: 'No status changes yet',
  },
  next: {
    declaring: 'Open for declaration',
    examining: 'Start formal examination',
    reviewing: 'Start review',
    publicity: 'Start publicity',
    finished: 'Finish the edition',
    confirm: 'Move the edition from “{{from}}” to “{{to}}”?',
    note: 'Note (optional)',
    ok: 'OK',
    cancel: 'Cancel',
    over: 'The edition has finished',
  },
  awards: {
    add: 'Add awards',
    pick: 'Choose awards',
    pickHint: 'Their grades, criteria and flow are copied and can be changed for this edition',
    none: 'No awards in this edition yet',
    remove: 'Remove',
    removeConfirm: 'Take the award “{{name}}” out of this edition?',
    grades: 'Grades and quotas',
    standards: 'Scoring criteria',
    flow: 'Flow',
    ok: 'OK',
    cancel: 'Cancel',
  },
  history: { by: '{{operator}} · {{time}}', system: 'System' },
  done: {
    added: 'Added',
    edited: 'Saved',
    deleted: 'Deleted',
    moved: 'The edition is now “{{status}}”',
    awardsAdded: 'Added',
    awardRemoved: 'Removed',
    saved: 'Saved',
  },
};

export const EDITIONS_NS = 'bizEditions';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, EDITIONS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type EditionsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the shared schema's and the server's messages. */
export function useEditionsT(): { t: EditionsT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(EDITIONS_NS as unknown as 'translation');
  return { t: t as unknown as EditionsT, tr: translateShared };
}
