import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The member's meeting page words, in their own namespace, registered when the feature loads. */
const zhCN = {
  empty: '暂无您参加的评审会议',
  emptyHint: '工作人员安排会议评审后，会议会出现在这里。',
  noRound: '当前没有进行中的投票',
  notPresent: '您未登记出席，本轮不能投票。请联系会议工作人员。',
  round: '第 {{number}} 轮 · {{kind}}',
  grade: '等级投票：请为每项申报选择等级或不授奖',
  runoff: '加投：在并列的申报中最多同意 {{places}} 项',
  recused: '您须回避此项，不参与表决',
  noAward: '不授奖',
  approve: '同意',
  notApprove: '不同意',
  submit: '提交投票',
  counted: '已计入 {{counted}} 票，本轮结束前可修改',
  mine: '我的选择：{{choice}}',
  none: '未投',
  score: '评分 {{score}}',
  chair: '主持人',
  member: '成员',
  open: '投票中',
};
type Messages = typeof zhCN;
const zhTW: Messages = {
  empty: '暫無您參加的評審會議',
  emptyHint: '工作人員安排會議評審後，會議會出現在這裡。',
  noRound: '當前沒有進行中的投票',
  notPresent: '您未登記出席，本輪不能投票。請聯繫會議工作人員。',
  round: '第 {{number}} 輪 · {{kind}}',
  grade: '等級投票：請為每項申報選擇等級或不授獎',
  runoff: '加投：在並列的申報中最多同意 {{places}} 項',
  recused: '您須迴避此項，不參與表決',
  noAward: '不授獎',
  approve: '同意',
  notApprove: '不同意',
  submit: '提交投票',
  counted: '已計入 {{counted}} 票，本輪結束前可修改',
  mine: '我的選擇：{{choice}}',
  none: '未投',
  score: '評分 {{score}}',
  chair: '主持人',
  member: '成員',
  open: '投票中',
};
const enGB: Messages = {
  empty: 'You are not on any review meeting',
  emptyHint: 'Meetings staff arrange with you appear here.',
  noRound: 'No vote is open',
  notPresent: 'You are not recorded as present: you cannot vote in this round. Ask the meeting staff.',
  round: 'Round {{number}} · {{kind}}',
  grade: 'Grade vote: choose a grade or no award for each declaration',
  runoff: 'Run-off: approve at most {{places}} of the tied declarations',
  recused: 'You are recused from this one and do not vote on it',
  noAward: 'No award',
  approve: 'Approve',
  notApprove: 'Do not approve',
  submit: 'Submit my ballot',
  counted: '{{counted}} votes counted; you may change them until the round closes',
  mine: 'My choice: {{choice}}',
  none: 'Not voted',
  score: 'Score {{score}}',
  chair: 'Chair',
  member: 'Member',
  open: 'Voting',
};

const NS = 'meeting';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, NS, resources, true, true);
}
export type MeetingText = (key: keyof Messages, options?: Record<string, unknown>) => string;
export function useMeetingText(): MeetingText {
  const { i18n: current } = useTranslation();
  const t = current.t as unknown as MeetingText;
  return (key, options) => t(key, { ...options, ns: NS });
}
