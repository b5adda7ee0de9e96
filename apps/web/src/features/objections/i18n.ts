import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** 异议处理's strings, in their own namespace, registered on first import. */
const zhCN = {
  search: { status: '异议状态', edition: '届次' },
  column: {
    project: '项目名称',
    unit: '申报单位',
    award: '奖项',
    edition: '届次',
    status: '状态',
    objector: '异议人',
    fileTime: '提出时间',
    actions: '操作',
  },
  hidden: '（仅调查人员可见）',
  action: { view: '查看', screen: '受理审查', request: '要求说明', conclude: '核查结论' },
  drawer: {
    title: '异议详情',
    reason: '异议理由',
    evidence: '证据材料',
    objector: '异议人',
    contact: '联系方式',
    organisation: '所在单位',
    screening: '受理审查',
    conclusion: '核查结论',
    requests: '说明要求与答复',
    history: '办理记录',
    deadline: '答复期限',
    noResponse: '尚未答复',
    none: '无',
  },
  screen: { title: '受理审查', admit: '受理', notAdmit: '不予受理', reason: '不予受理理由', note: '说明' },
  request: { title: '要求单位说明', targets: '说明单位', question: '需说明的问题', deadline: '答复期限' },
  conclude: { title: '核查结论', conclusion: '结论', opinion: '核查意见' },
  award: {
    title: '公示期满授奖',
    edition: '届次',
    pick: '请选择届次',
    periodEnd: '公示期截止：{{end}}',
    periodRuns: '公示期尚未结束',
    plan: '将授奖 {{award}} 项，撤销 {{revoke}} 项，待异议办结 {{held}} 项（未办结异议 {{open}} 件）',
    finishes: '执行后届次结束',
    notFinishes: '执行后届次仍处于公示阶段',
    run: '执行授奖',
    confirm: '确定按上述结果授奖吗？',
    done: '已授奖 {{awarded}} 项，撤销 {{revoked}} 项，待异议办结 {{held}} 项',
    finished: '届次已结束',
  },
  done: '操作成功',
};
type Messages = typeof zhCN;
const zhTW: Messages = {
  search: { status: '異議狀態', edition: '屆次' },
  column: {
    project: '項目名稱',
    unit: '申報單位',
    award: '獎項',
    edition: '屆次',
    status: '狀態',
    objector: '異議人',
    fileTime: '提出時間',
    actions: '操作',
  },
  hidden: '（僅調查人員可見）',
  action: { view: '查看', screen: '受理審查', request: '要求說明', conclude: '核查結論' },
  drawer: {
    title: '異議詳情',
    reason: '異議理由',
    evidence: '證據材料',
    objector: '異議人',
    contact: '聯絡方式',
    organisation: '所在單位',
    screening: '受理審查',
    conclusion: '核查結論',
    requests: '說明要求與答覆',
    history: '辦理記錄',
    deadline: '答覆期限',
    noResponse: '尚未答覆',
    none: '無',
  },
  screen: { title: '受理審查', admit: '受理', notAdmit: '不予受理', reason: '不予受理理由', note: '說明' },
  request: { title: '要求單位說明', targets: '說明單位', question: '需說明的問題', deadline: '答覆期限' },
  conclude: { title: '核查結論', conclusion: '結論', opinion: '核查意見' },
  award: {
    title: '公示期滿授獎',
    edition: '屆次',
    pick: '請選擇屆次',
    periodEnd: '公示期截止：{{end}}',
    periodRuns: '公示期尚未結束',
    plan: '將授獎 {{award}} 項，撤銷 {{revoke}} 項，待異議辦結 {{held}} 項（未辦結異議 {{open}} 件）',
    finishes: '執行後屆次結束',
    notFinishes: '執行後屆次仍處於公示階段',
    run: '執行授獎',
    confirm: '確定按上述結果授獎嗎？',
    done: '已授獎 {{awarded}} 項，撤銷 {{revoked}} 項，待異議辦結 {{held}} 項',
    finished: '屆次已結束',
  },
  done: '操作成功',
};
const enGB: Messages = {
  search: { status: 'Status', edition: 'Edition' },
  column: {
    project: 'Project',
    unit: 'Declaring unit',
    award: 'Award',
    edition: 'Edition',
    status: 'Status',
    objector: 'Objector',
    fileTime: 'Filed',
    actions: 'Actions',
  },
  hidden: '(shown to investigators only)',
  action: { view: 'View', screen: 'Screen', request: 'Ask units', conclude: 'Conclude' },
  drawer: {
    title: 'Objection',
    reason: 'Reason',
    evidence: 'Evidence',
    objector: 'Objector',
    contact: 'Contact',
    organisation: 'Organisation',
    screening: 'Screening',
    conclusion: 'Conclusion',
    requests: 'Requests and responses',
    history: 'History',
    deadline: 'Deadline',
    noResponse: 'Not answered yet',
    none: 'None',
  },
  screen: { title: 'Screening', admit: 'Admit', notAdmit: 'Do not admit', reason: 'Reason', note: 'Note' },
  request: {
    title: 'Ask the units to respond',
    targets: 'Units',
    question: 'Question',
    deadline: 'Deadline',
  },
  conclude: { title: 'Conclusion', conclusion: 'Conclusion', opinion: 'Opinion' },
  award: {
    title: 'Awarding at the end of publicity',
    edition: 'Edition',
    pick: 'Choose an edition',
    periodEnd: 'Publicity ends: {{end}}',
    periodRuns: 'The publicity period has not ended',
    plan: '{{award}} to award, {{revoke}} to revoke, {{held}} held by objections ({{open}} open objections)',
    finishes: 'The edition finishes after the run',
    notFinishes: 'The edition stays in publicity after the run',
    run: 'Award',
    confirm: 'Award as above?',
    done: '{{awarded}} awarded, {{revoked}} revoked, {{held}} held by objections',
    finished: 'The edition has finished',
  },
  done: 'Done',
};

export const OBJECTIONS_NS = 'objections';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, OBJECTIONS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type ObjectionsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the shared labels and the server's messages. */
export function useObjectionsT(): { t: ObjectionsT; tr: (message: string) => string } {
  const { t } = useTranslation(OBJECTIONS_NS as unknown as 'translation');
  return { t: t as unknown as ObjectionsT, tr: translateShared };
}
