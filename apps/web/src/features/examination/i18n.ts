import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The formal-examination page's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { edition: '届次', award: '奖项', status: '提交类型', unit: '申报单位', projectName: '项目名称' },
  queueStatus: { submitted: '首次提交', resubmitted: '重新提交' },
  column: {
    projectName: '项目名称',
    edition: '届次',
    award: '奖项',
    unit: '申报单位',
    status: '状态',
    submittedAt: '提交时间',
    returnCount: '退回次数',
    actions: '操作',
  },
  row: { examine: '审查' },
  toolbar: { batchPass: '批量通过（{{count}}）', batchConfirm: '确定通过选中的 {{count}} 条申报吗？' },
  view: {
    title: '形式审查：{{name}}',
    declaration: '申报内容',
    attachments: '附件',
    decision: '审查结论',
    trail: '审查记录',
    preview: '预览',
    download: '下载',
    decided: '该申报已不在待审状态',
  },
  decision: { pass: '通过', return: '退回修改', reject: '不予受理', defer: '缓评' },
  form: {
    decision: '审查结论',
    opinion: '审查意见',
    opinionRequired: '除“通过”外须填写审查意见',
    submit: '提交结论',
    rejectConfirm: '确定对“{{name}}”不予受理吗？',
    rejectEffect: '不予受理后申报即告终止，申报单位不能再修改或重新提交。',
  },
  refusal: {
    title: '批量通过未执行',
    intro: '以下申报不能通过，整批未执行：',
    ok: '知道了',
    declaration: '申报',
    reason: '原因',
  },
  done: { decided: '已提交审查结论', passed: '已通过 {{count}} 条申报' },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  search: { edition: '屆次', award: '獎項', status: '提交類型', unit: '申報單位', projectName: '項目名稱' },
  queueStatus: { submitted: '首次提交', resubmitted: '重新提交' },
  column: {
    projectName: '項目名稱',
    edition: '屆次',
    award: '獎項',
    unit: '申報單位',
    status: '狀態',
    submittedAt: '提交時間',
    returnCount: '退回次數',
    actions: '操作',
  },
  row: { examine: '審查' },
  toolbar: { batchPass: '批量通過（{{count}}）', batchConfirm: '確定通過選中的 {{count}} 條申報嗎？' },
  view: {
    title: '形式審查：{{name}}',
    declaration: '申報內容',
    attachments: '附件',
    decision: '審查結論',
    trail: '審查記錄',
    preview: '預覽',
    download: '下載',
    decided: '該申報已不在待審狀態',
  },
  decision: { pass: '通過', return: '退回修改', reject: '不予受理', defer: '緩評' },
  form: {
    decision: '審查結論',
    opinion: '審查意見',
    opinionRequired: '除“通過”外須填寫審查意見',
    submit: '提交結論',
    rejectConfirm: '確定對「{{name}}」不予受理嗎？',
    rejectEffect: '不予受理後申報即告終止，申報單位不能再修改或重新提交。',
  },
  refusal: {
    title: '批量通過未執行',
    intro: '以下申報不能通過，整批未執行：',
    ok: '知道了',
    declaration: '申報',
    reason: '原因',
  },
  done: { decided: '已提交審查結論', passed: '已通過 {{count}} 條申報' },
};

const enGB: Messages = {
  search: {
    edition: 'Edition',
    award: 'Award',
    status: 'Submission',
    unit: 'Declaring unit',
    projectName: 'Project',
  },
  queueStatus: { submitted: 'First submission', resubmitted: 'Resubmission' },
  column: {
    projectName: 'Project',
    edition: 'Edition',
    award: 'Award',
    unit: 'Declaring unit',
    status: 'Status',
    submittedAt: 'Submitted',
    returnCount: 'Returned',
    actions: 'Actions',
  },
  row: { examine: 'Examine' },
  toolbar: {
    batchPass: 'Pass selected ({{count}})',
    batchConfirm: 'Pass the {{count}} selected declarations?',
  },
  view: {
    title: 'Formal examination: {{name}}',
    declaration: 'Declaration',
    attachments: 'Attachments',
    decision: 'Decision',
    trail: 'Audit trail',
    preview: 'Preview',
    download: 'Download',
    decided: 'This declaration is no longer waiting for examination',
  },
  decision: { pass: 'Pass', return: 'Return for correction', reject: 'Not accepted', defer: 'Defer' },
  form: {
    decision: 'Decision',
    opinion: 'Opinion',
    opinionRequired: 'An opinion is required for every decision but pass',
    submit: 'Submit the decision',
    rejectConfirm: 'Refuse “{{name}}” as not accepted?',
    rejectEffect: 'The declaration then ends: the unit can no longer change or resubmit it.',
  },
  refusal: {
    title: 'Batch pass not carried out',
    intro: 'These declarations cannot pass, so none was passed:',
    ok: 'OK',
    declaration: 'Declaration',
    reason: 'Reason',
  },
  done: { decided: 'Decision recorded', passed: '{{count}} declarations passed' },
};

export const EXAMINATION_NS = 'bizExamination';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, EXAMINATION_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ExaminationT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the shared schema's and the server's messages. */
export function useExaminationT(): { t: ExaminationT; tr: (message: string) => string } {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(EXAMINATION_NS as unknown as 'translation');
  return { t: t as unknown as ExaminationT, tr: translateShared };
}
