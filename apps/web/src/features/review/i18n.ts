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
  groups: {
    place: '自动分组',
    placed: '已分组 {{placed}} 项，未匹配 {{unplaced}} 项',
    add: '新增评审组',
    name: '评审组名称',
    discipline: '学科领域',
    leader: '组长',
    members: '成员',
    declarations: '申报数',
    actions: '操作',
    preview: '预览分配',
    drawn: '随机抽取',
    remove: '删除',
    removeConfirm: '确定删除该评审组吗？',
    saved: '评审组已保存',
  },
  run: {
    title: '分配预览：{{name}}',
    added: '新增分配',
    removed: '撤销分配',
    meanMatch: '平均匹配度',
    minMatch: '最低匹配度',
    load: '专家评审量',
    unfilled: '未满足',
    seed: '随机种子',
    pairCap: '每对抽中概率上限',
    hash: '输入摘要',
    solver: '求解器',
    apply: '应用分配',
    applied: '分配已应用',
  },
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
  groups: {
    place: '自動分組',
    placed: '已分組 {{placed}} 項，未匹配 {{unplaced}} 項',
    add: '新增評審組',
    name: '評審組名稱',
    discipline: '學科領域',
    leader: '組長',
    members: '成員',
    declarations: '申報數',
    actions: '操作',
    preview: '預覽分配',
    drawn: '隨機抽取',
    remove: '刪除',
    removeConfirm: '確定刪除該評審組嗎？',
    saved: '評審組已保存',
  },
  run: {
    title: '分配預覽：{{name}}',
    added: '新增分配',
    removed: '撤銷分配',
    meanMatch: '平均匹配度',
    minMatch: '最低匹配度',
    load: '專家評審量',
    unfilled: '未滿足',
    seed: '隨機種子',
    pairCap: '每對抽中機率上限',
    hash: '輸入摘要',
    solver: '求解器',
    apply: '應用分配',
    applied: '分配已應用',
  },
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
  groups: {
    place: 'Place declarations',
    placed: '{{placed}} placed, {{unplaced}} without a matching group',
    add: 'Add group',
    name: 'Group name',
    discipline: 'Discipline',
    leader: 'Leader',
    members: 'Members',
    declarations: 'Declarations',
    actions: 'Actions',
    preview: 'Preview assignment',
    drawn: 'Random draw',
    remove: 'Delete',
    removeConfirm: 'Delete this group?',
    saved: 'Group saved',
  },
  run: {
    title: 'Assignment preview: {{name}}',
    added: 'Added',
    removed: 'Removed',
    meanMatch: 'Mean match',
    minMatch: 'Lowest match',
    load: 'Load per expert',
    unfilled: 'Unfilled',
    seed: 'Seed',
    pairCap: 'Probability cap per pair',
    hash: 'Input hash',
    solver: 'Solver',
    apply: 'Apply',
    applied: 'Assignment applied',
  },
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
