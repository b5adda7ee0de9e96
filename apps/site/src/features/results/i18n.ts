import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The review summary's words on the site, in their own namespace, registered when the feature loads. */
const zhCN = {
  title: '评审意见汇总',
  back: '返回我的申报',
  award: '奖项',
  status: '当前状态',
  meanTotal: '平均分',
  calibrated: '校准分（{{method}}）',
  rank: '奖项内排名',
  rankOf: '第 {{rank}} 名 / 共 {{of}} 项',
  meeting: '会议评审结果',
  grade: '授奖等级',
  scores: '专家评分',
  expert: '专家',
  total: '总分',
  comments: '评审意见',
  withheld: '评审意见在本届评审结束后公开。',
  noReviews: '没有专家评分',
  none: '无',
  anonymous: '为保证评审公正，专家姓名与单位不予公开。',
};
type Messages = typeof zhCN;
const zhTW: Messages = {
  title: '評審意見匯總',
  back: '返回我的申報',
  award: '獎項',
  status: '當前狀態',
  meanTotal: '平均分',
  calibrated: '校準分（{{method}}）',
  rank: '獎項內排名',
  rankOf: '第 {{rank}} 名 / 共 {{of}} 項',
  meeting: '會議評審結果',
  grade: '授獎等級',
  scores: '專家評分',
  expert: '專家',
  total: '總分',
  comments: '評審意見',
  withheld: '評審意見在本屆評審結束後公開。',
  noReviews: '沒有專家評分',
  none: '無',
  anonymous: '為保證評審公正，專家姓名與單位不予公開。',
};
const enGB: Messages = {
  title: 'Review summary',
  back: 'Back to my declarations',
  award: 'Award',
  status: 'Status',
  meanTotal: 'Mean total',
  calibrated: 'Calibrated score ({{method}})',
  rank: 'Rank within the award',
  rankOf: '{{rank}} of {{of}}',
  meeting: 'Meeting outcome',
  grade: 'Grade',
  scores: 'Experts’ scores',
  expert: 'Expert',
  total: 'Total',
  comments: 'Comments',
  withheld: 'The comments are released when the edition has finished.',
  noReviews: 'No expert scores',
  none: 'None',
  anonymous: 'To keep the review fair, the experts’ names and organisations are not disclosed.',
};

const NS = 'results';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, NS, resources, true, true);
}
export type ResultsText = (key: keyof Messages, options?: Record<string, unknown>) => string;
export function useResultsText(): ResultsText {
  const { i18n: current } = useTranslation();
  const t = current.t as unknown as ResultsText;
  return (key, options) => t(key, { ...options, ns: NS });
}
