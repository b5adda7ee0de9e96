import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/**
 * The grade, standard and flow editors' strings (used by the awards and the editions pages),
 * in their own namespace, loaded with the first of those pages.
 */
const zhCN = {
  actions: '操作',
  save: '保存',
  reset: '还原',
  remove: '删除',
  saved: '保存成功!',
  readOnly: '当前不可修改',
  grades: {
    gradeName: '等级名称',
    gradeLevel: '等级序号',
    levelHint: '1为最高等级',
    quota: '名额',
    defaultQuota: '默认名额',
    add: '添加等级',
    empty: '尚未设置奖励等级',
  },
  standards: {
    standardName: '标准名称',
    description: '说明',
    maxScore: '满分',
    weight: '权重',
    add: '添加标准',
    empty: '尚未设置评分标准',
    sum: '权重合计 {{sum}} / 100',
  },
  flow: {
    add: '添加环节',
    choose: '选择环节',
    up: '上移',
    down: '下移',
    empty: '尚未设置评审流程',
    valid: '流程有效',
    asList: '列表',
    asDiagram: '流程图',
    start: '申报',
    end: '授奖',
    diagramHint: '点击环节加入或移出流程；环节的先后由规则确定',
    included: '已纳入流程',
    excluded: '未纳入流程',
  },
  stage: {
    formal_examination: '形式审查',
    recommendation: '推荐',
    expert_review: '专家评审',
    meeting_review: '会议评审',
    publicity: '公示',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  actions: '操作',
  save: '保存',
  reset: '還原',
  remove: '刪除',
  saved: '保存成功!',
  readOnly: '當前不可修改',
  grades: {
    gradeName: '等級名稱',
    gradeLevel: '等級序號',
    levelHint: '1為最高等級',
    quota: '名額',
    defaultQuota: '預設名額',
    add: '添加等級',
    empty: '尚未設置獎勵等級',
  },
  standards: {
    standardName: '標準名稱',
    description: '說明',
    maxScore: '滿分',
    weight: '權重',
    add: '添加標準',
    empty: '尚未設置評分標準',
    sum: '權重合計 {{sum}} / 100',
  },
  flow: {
    add: '添加環節',
    choose: '選擇環節',
    up: '上移',
    down: '下移',
    empty: '尚未設置評審流程',
    valid: '流程有效',
    asList: '列表',
    asDiagram: '流程圖',
    start: '申報',
    end: '授獎',
    diagramHint: '點擊環節加入或移出流程；環節的先後由規則確定',
    included: '已納入流程',
    excluded: '未納入流程',
  },
  stage: {
    formal_examination: '形式審查',
    recommendation: '推薦',
    expert_review: '專家評審',
    meeting_review: '會議評審',
    publicity: '公示',
  },
};

const enGB: Messages = {
  actions: 'Actions',
  save: 'Save',
  reset: 'Undo changes',
  remove: 'Remove',
  saved: 'Saved',
  readOnly: 'Cannot be changed now',
  grades: {
    gradeName: 'Grade',
    gradeLevel: 'Level',
    levelHint: '1 is the highest grade',
    quota: 'Quota',
    defaultQuota: 'Default quota',
    add: 'Add a grade',
    empty: 'No grades yet',
  },
  standards: {
    standardName: 'Criterion',
    description: 'Description',
    maxScore: 'Max score',
    weight: 'Weight',
    add: 'Add a criterion',
    empty: 'No scoring criteria yet',
    sum: 'Weights total {{sum}} / 100',
  },
  flow: {
    add: 'Add a stage',
    choose: 'Choose a stage',
    up: 'Move up',
    down: 'Move down',
    empty: 'No stages yet',
    valid: 'The flow is valid',
    asList: 'List',
    asDiagram: 'Diagram',
    start: 'Declaration',
    end: 'Award',
    diagramHint: 'Click a stage to add it to the flow or take it out; the rules fix their order',
    included: 'In the flow',
    excluded: 'Not in the flow',
  },
  stage: {
    formal_examination: 'Formal examination',
    recommendation: 'Recommendation',
    expert_review: 'Expert review',
    meeting_review: 'Meeting review',
    publicity: 'Publicity',
  },
};

export const AWARD_SETS_NS = 'awardSets';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, AWARD_SETS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type AwardSetsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of the editors' namespace, and `tr` for the shared schema's and the server's messages. */
export function useAwardSetsT(): { t: AwardSetsT; tr: (message: string) => string } {
  const { t } = useTranslation(AWARD_SETS_NS as unknown as 'translation');
  return { t: t as unknown as AwardSetsT, tr: translateShared };
}
