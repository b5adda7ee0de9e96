import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/**
 * The strings the declaration widgets share (statuses, trail actions, attachment types and
 * the fields of a declaration), in their own namespace, registered on first import.
 */
const zhCN = {
  status: {
    draft: '草稿',
    submitted: '已提交',
    returned: '退回修改',
    resubmitted: '重新提交',
    passed: '形式审查通过',
    not_accepted: '不予受理',
    deferred: '缓评',
    recommended: '已推荐',
    not_recommended: '未获推荐',
    expert_review: '专家评审',
    meeting_review: '会议评审',
    proposed: '拟授奖',
    publicity: '公示中',
    awarded: '已授奖',
    revoked: '已撤销',
    withdrawn: '已撤回',
  },
  action: {
    create: '创建',
    submit: '提交',
    resubmit: '重新提交',
    pass: '形式审查通过',
    return: '退回修改',
    reject: '不予受理',
    defer: '缓评',
    recommend: '推荐',
    decline: '不予推荐',
    start_review: '进入专家评审',
    to_meeting: '进入会议评审',
    propose: '会议拟定等级',
    publicise: '公示',
    award: '授奖',
    revoke: '撤销（异议成立）',
    withdraw: '撤回',
  },
  attachmentType: {
    application: '申报书',
    evidence: '证明材料',
    report: '技术报告',
    certificate: '知识产权证明',
    other: '其他',
  },
  field: {
    status: '状态',
    edition: '届次',
    award: '奖项',
    unit: '申报单位',
    discipline: '学科领域',
    submittedAt: '提交时间',
    gradeLevel: '拟申报等级',
    level: '第{{level}}级',
    recommendUnit: '推荐单位',
    region: '所在地区',
    summary: '项目简介',
    keyData: '关键数据',
    createdBy: '创建',
    completers: '完成人',
    noAttachments: '没有附件',
    noTrail: '尚无记录',
    by: '{{actor}} · {{time}}',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  status: {
    draft: '草稿',
    submitted: '已提交',
    returned: '退回修改',
    resubmitted: '重新提交',
    passed: '形式審查通過',
    not_accepted: '不予受理',
    deferred: '緩評',
    recommended: '已推薦',
    not_recommended: '未獲推薦',
    expert_review: '專家評審',
    meeting_review: '會議評審',
    proposed: '擬授獎',
    publicity: '公示中',
    awarded: '已授獎',
    revoked: '已撤銷',
    withdrawn: '已撤回',
  },
  action: {
    create: '創建',
    submit: '提交',
    resubmit: '重新提交',
    pass: '形式審查通過',
    return: '退回修改',
    reject: '不予受理',
    defer: '緩評',
    recommend: '推薦',
    decline: '不予推薦',
    start_review: '進入專家評審',
    to_meeting: '進入會議評審',
    propose: '會議擬定等級',
    publicise: '公示',
    award: '授獎',
    revoke: '撤銷（異議成立）',
    withdraw: '撤回',
  },
  attachmentType: {
    application: '申報書',
    evidence: '證明材料',
    report: '技術報告',
    certificate: '知識產權證明',
    other: '其他',
  },
  field: {
    status: '狀態',
    edition: '屆次',
    award: '獎項',
    unit: '申報單位',
    discipline: '學科領域',
    submittedAt: '提交時間',
    gradeLevel: '擬申報等級',
    level: '第{{level}}級',
    recommendUnit: '推薦單位',
    region: '所在地區',
    summary: '項目簡介',
    keyData: '關鍵數據',
    createdBy: '創建',
    completers: '完成人',
    noAttachments: '沒有附件',
    noTrail: '尚無記錄',
    by: '{{actor}} · {{time}}',
  },
};

const enGB: Messages = {
  status: {
    draft: 'Draft',
    submitted: 'Submitted',
    returned: 'Returned for correction',
    resubmitted: 'Resubmitted',
    passed: 'Passed examination',
    not_accepted: 'Not accepted',
    deferred: 'Deferred',
    recommended: 'Recommended',
    not_recommended: 'Not recommended',
    expert_review: 'Expert review',
    meeting_review: 'Meeting review',
    proposed: 'Proposed',
    publicity: 'In publicity',
    awarded: 'Awarded',
    revoked: 'Revoked',
    withdrawn: 'Withdrawn',
  },
  action: {
    create: 'Created',
    submit: 'Submitted',
    resubmit: 'Resubmitted',
    pass: 'Passed examination',
    return: 'Returned for correction',
    reject: 'Not accepted',
    defer: 'Deferred',
    recommend: 'Recommended',
    decline: 'Declined to recommend',
    start_review: 'Expert review started',
    to_meeting: 'Sent to the meeting',
    propose: 'Grade proposed',
    publicise: 'Published',
    award: 'Awarded',
    revoke: 'Revoked (objection upheld)',
    withdraw: 'Withdrawn',
  },
  attachmentType: {
    application: 'Application',
    evidence: 'Evidence',
    report: 'Technical report',
    certificate: 'IP certificate',
    other: 'Other',
  },
  field: {
    status: 'Status',
    edition: 'Edition',
    award: 'Award',
    unit: 'Declaring unit',
    discipline: 'Discipline',
    submittedAt: 'Submitted',
    gradeLevel: 'Intended grade',
    level: 'Level {{level}}',
    recommendUnit: 'Recommending unit',
    region: 'Region',
    summary: 'Summary',
    keyData: 'Key data',
    createdBy: 'Created',
    completers: 'Completers',
    noAttachments: 'No attachments',
    noTrail: 'No records yet',
    by: '{{actor}} · {{time}}',
  },
};

export const DECLARATION_NS = 'declarationShared';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, DECLARATION_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type DeclarationKey = Leaves<Messages>;
export type DeclarationT = (key: DeclarationKey, options?: Record<string, unknown>) => string;

/** `t` of this namespace, with keys checked against zh_CN. */
export function useDeclarationT(): DeclarationT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(DECLARATION_NS as unknown as 'translation');
  return t as unknown as DeclarationT;
}
