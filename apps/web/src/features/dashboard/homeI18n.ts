import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The home page's work figures (current edition, backlog, own tasks), in their own namespace. */
const zhCN = {
  currentEdition: '当前届次',
  noCurrent: '当前没有进行中的届次',
  stage: '当前阶段',
  stageEnds: '本阶段截止',
  daysLeft: '剩余 {{days}} 天',
  hoursLeft: '剩余 {{hours}} 小时',
  ended: '已截止',
  noEnd: '未设置截止时间',
  backlog: '各阶段待办',
  tasks: '我的待办',
  noTasks: '暂无待办事项',
  open: '前往处理',
  awaitingExamination: '待形式审查',
  returned: '退回待修改',
  inReview: '专家评审中',
  reviewsMissing: '未提交评审',
  inMeeting: '待会议评审',
  proposed: '拟授奖待公示',
  inPublicity: '公示中',
  objectionsOpen: '未结异议',
  notAvailable: '—',
  monitoring: '访问与登录统计已移至「分析页」',
};
type HomeMessages = typeof zhCN;

const zhTW: HomeMessages = {
  currentEdition: '目前屆次',
  noCurrent: '目前沒有進行中的屆次',
  stage: '目前階段',
  stageEnds: '本階段截止',
  daysLeft: '剩餘 {{days}} 天',
  hoursLeft: '剩餘 {{hours}} 小時',
  ended: '已截止',
  noEnd: '未設定截止時間',
  backlog: '各階段待辦',
  tasks: '我的待辦',
  noTasks: '暫無待辦事項',
  open: '前往處理',
  awaitingExamination: '待形式審查',
  returned: '退回待修改',
  inReview: '專家評審中',
  reviewsMissing: '未提交評審',
  inMeeting: '待會議評審',
  proposed: '擬授獎待公示',
  inPublicity: '公示中',
  objectionsOpen: '未結異議',
  notAvailable: '—',
  monitoring: '訪問與登入統計已移至「分析頁」',
};

const enGB: HomeMessages = {
  currentEdition: 'Current edition',
  noCurrent: 'No edition is under way',
  stage: 'Stage',
  stageEnds: 'Stage ends',
  daysLeft: '{{days}} days left',
  hoursLeft: '{{hours}} hours left',
  ended: 'Ended',
  noEnd: 'No end date set',
  backlog: 'Waiting in each stage',
  tasks: 'My tasks',
  noTasks: 'Nothing waiting for you',
  open: 'Open',
  awaitingExamination: 'Awaiting examination',
  returned: 'Returned for correction',
  inReview: 'In expert review',
  reviewsMissing: 'Reviews not submitted',
  inMeeting: 'Awaiting the meeting',
  proposed: 'Proposed, awaiting publicity',
  inPublicity: 'In publicity',
  objectionsOpen: 'Open objections',
  notAvailable: '—',
  monitoring: 'Visit and sign-in figures are on the Analysis page',
};

export const HOME_NS = 'bizHome';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, HOME_NS, resources, true, true);
}

export type HomeT = (key: keyof HomeMessages, options?: Record<string, unknown>) => string;

export function useHomeT(): HomeT {
  const { t } = useTranslation(HOME_NS as unknown as 'translation');
  return t as unknown as HomeT;
}
