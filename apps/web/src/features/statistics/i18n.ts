import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The statistics page's strings, in their own namespace, registered on first import. */
const zhCN = {
  edition: '届次',
  pickEdition: '请选择届次',
  noEdition: '还没有可统计的届次',
  funnel: '申报漏斗',
  examination: '形式审查',
  decided: '已审结',
  passRate: '通过率',
  returnRate: '退回率',
  cuts: '分类统计',
  review: '专家评审',
  experts: '专家工作量',
  scores: '评分分布',
  disagreement: '评分分歧',
  flagged: '{{count}} 项',
  rangeFlag: '极差超限',
  sdFlag: '标准差超限',
  scored: '已评分申报',
  conflicts: '回避情况',
  objections: '异议统计',
  objectionsTotal: '异议总数',
  byReason: '不予受理理由',
  years: '历年对比',
  award: '奖项',
  pickAward: '请选择奖项',
  export: '导出 Excel',
  exportFile: '统计分析.xlsx',
  offsetsHidden: '校准偏移按整个届次计算，仅对可查看全部数据的用户显示',
  noData: '暂无数据',
  column: {
    name: '名称',
    expert: '专家',
    assigned: '分配数',
    submitted: '已提交',
    completion: '完成率',
    avgHours: '平均用时（小时）',
    offset: '校准偏移',
    band: '分数段',
    count: '数量',
    conflictType: '回避类型',
    confirmed: '已确认',
    pending: '待处理',
    year: '年度',
    edition: '届次',
  },
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  edition: '屆次',
  pickEdition: '請選擇屆次',
  noEdition: '還沒有可統計的屆次',
  funnel: '申報漏斗',
  examination: '形式審查',
  decided: '已審結',
  passRate: '通過率',
  returnRate: '退回率',
  cuts: '分類統計',
  review: '專家評審',
  experts: '專家工作量',
  scores: '評分分布',
  disagreement: '評分分歧',
  flagged: '{{count}} 項',
  rangeFlag: '極差超限',
  sdFlag: '標準差超限',
  scored: '已評分申報',
  conflicts: '迴避情況',
  objections: '異議統計',
  objectionsTotal: '異議總數',
  byReason: '不予受理理由',
  years: '歷年對比',
  award: '獎項',
  pickAward: '請選擇獎項',
  export: '匯出 Excel',
  exportFile: '統計分析.xlsx',
  offsetsHidden: '校準偏移按整個屆次計算，僅對可查看全部資料的用戶顯示',
  noData: '暫無資料',
  column: {
    name: '名稱',
    expert: '專家',
    assigned: '分配數',
    submitted: '已提交',
    completion: '完成率',
    avgHours: '平均用時（小時）',
    offset: '校準偏移',
    band: '分數段',
    count: '數量',
    conflictType: '迴避類型',
    confirmed: '已確認',
    pending: '待處理',
    year: '年度',
    edition: '屆次',
  },
};

const enGB: Messages = {
  edition: 'Edition',
  pickEdition: 'Choose an edition',
  noEdition: 'No edition to count yet',
  funnel: 'Declaration funnel',
  examination: 'Formal examination',
  decided: 'Decided',
  passRate: 'Pass rate',
  returnRate: 'Return rate',
  cuts: 'Breakdowns',
  review: 'Expert review',
  experts: 'Expert workload',
  scores: 'Score distribution',
  disagreement: 'Disagreement',
  flagged: '{{count}}',
  rangeFlag: 'Range over threshold',
  sdFlag: 'SD over threshold',
  scored: 'Declarations scored',
  conflicts: 'Conflicts of interest',
  objections: 'Objections',
  objectionsTotal: 'Objections in all',
  byReason: 'Reasons not admitted',
  years: 'Year over year',
  award: 'Award',
  pickAward: 'Choose an award',
  export: 'Export to Excel',
  exportFile: 'Statistics.xlsx',
  offsetsHidden: 'Calibration offsets are fitted on the whole edition: shown only to those who see all of it',
  noData: 'No data',
  column: {
    name: 'Name',
    expert: 'Expert',
    assigned: 'Assigned',
    submitted: 'Submitted',
    completion: 'Completion',
    avgHours: 'Mean time (hours)',
    offset: 'Calibration offset',
    band: 'Score band',
    count: 'Count',
    conflictType: 'Conflict type',
    confirmed: 'Confirmed',
    pending: 'Pending',
    year: 'Year',
    edition: 'Edition',
  },
};

export const STATISTICS_NS = 'bizStatistics';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, STATISTICS_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type StatisticsT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the shared schema's and the server's messages. */
export function useStatisticsT(): { t: StatisticsT; tr: (message: string) => string } {
  const { t } = useTranslation(STATISTICS_NS as unknown as 'translation');
  return { t: t as unknown as StatisticsT, tr: translateShared };
}
