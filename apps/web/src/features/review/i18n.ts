import { translateShared } from '@awards/web-common/i18n';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The expert-review console's strings, in their own namespace, registered on first import. */
const zhCN = {
  edition: '届次',
  pickEdition: '请选择届次',
  tabs: { scores: '评分汇总', progress: '评审进度' },
  column: {
    projectName: '项目名称',
    reviews: '已提交/已分配',
    ranked: '排序依据',
    flags: '分歧提示',
    expertName: '专家',
    assigned: '已分配',
    drafted: '草稿',
    submitted: '已提交',
  },
  flag: { range: '极差过大', sd: '标准差过大', outliers: '个别专家偏离' },
  method: '排序方法：{{method}}（{{scale}} 分制）',
  empty: '暂无评审数据',
};
type Messages = typeof zhCN;
const zhTW: Messages = {
  edition: '屆次',
  pickEdition: '請選擇屆次',
  tabs: { scores: '評分匯總', progress: '評審進度' },
  column: {
    projectName: '項目名稱',
    reviews: '已提交/已分配',
    ranked: '排序依據',
    flags: '分歧提示',
    expertName: '專家',
    assigned: '已分配',
    drafted: '草稿',
    submitted: '已提交',
  },
  flag: { range: '極差過大', sd: '標準差過大', outliers: '個別專家偏離' },
  method: '排序方法：{{method}}（{{scale}} 分制）',
  empty: '暫無評審數據',
};
const enGB: Messages = {
  edition: 'Edition',
  pickEdition: 'Choose an edition',
  tabs: { scores: 'Scores', progress: 'Progress' },
  column: {
    projectName: 'Project',
    reviews: 'Submitted / assigned',
    ranked: 'Ranking score',
    flags: 'Disagreement',
    expertName: 'Expert',
    assigned: 'Assigned',
    drafted: 'Drafts',
    submitted: 'Submitted',
  },
  flag: { range: 'Wide range', sd: 'High spread', outliers: 'Outlying expert' },
  method: 'Ranked by {{method}} (out of {{scale}})',
  empty: 'No reviews yet',
};

export const REVIEW_NS = 'bizReview';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, REVIEW_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ReviewT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

/** `t` of this namespace, and `tr` for the shared labels and the server's messages. */
export function useReviewT(): { t: ReviewT; tr: (message: string) => string } {
  const { t } = useTranslation(REVIEW_NS as unknown as 'translation');
  return { t: t as unknown as ReviewT, tr: translateShared };
}
