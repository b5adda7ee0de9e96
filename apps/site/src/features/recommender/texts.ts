import type { Texts } from '@awards/shared/i18n';

/** The recommending unit's words (three languages side by side, read with useTexts). */
export const T = {
  waiting: ['待推荐', '待推薦', 'Waiting'],
  recommended: ['已推荐', '已推薦', 'Recommended'],
  notRecommended: ['不予推荐', '不予推薦', 'Declined'],
  all: ['全部', '全部', 'All'],
  filter: ['筛选', '篩選', 'Filter'],
  intro: [
    '以下为推荐单位为本单位、且已通过形式审查的申报。请在形式审查截止前逐项推荐或不予推荐。',
    '以下為推薦單位為本單位、且已通過形式審查的申報。請在形式審查截止前逐項推薦或不予推薦。',
    'The declarations naming your unit as recommending unit that have passed the formal examination. Recommend or decline each before the examination closes.',
  ],
  empty: ['暂无需要处理的申报', '暫無需要處理的申報', 'Nothing here'],
  unit: ['申报单位：{unit}', '申報單位：{unit}', 'Declaring unit: {unit}'],
  review: ['审阅并推荐', '審閱並推薦', 'Review and decide'],
  view: ['查看', '查看', 'View'],
  back: ['返回推荐列表', '返回推薦列表', 'Back to the list'],
  decision: ['推荐意见', '推薦意見', 'Your decision'],
  opinion: ['意见或理由', '意見或理由', 'Opinion or reason'],
  opinionHint: [
    '推荐时填写推荐意见，不予推荐时填写理由；申报单位可以看到。',
    '推薦時填寫推薦意見，不予推薦時填寫理由；申報單位可以看到。',
    'Your opinion when you recommend, your reason when you decline: the declaring unit reads it.',
  ],
  recommend: ['推荐', '推薦', 'Recommend'],
  decline: ['不予推荐', '不予推薦', 'Decline'],
  confirmRecommend: ['确认推荐该申报？', '確認推薦該申報？', 'Recommend this declaration?'],
  confirmDecline: ['确认不予推荐该申报？', '確認不予推薦該申報？', 'Decline to recommend this declaration?'],
  confirmText: [
    '提交后不能更改，申报单位将收到通知。',
    '提交後不能更改，申報單位將收到通知。',
    'This cannot be changed afterwards; the declaring unit is told.',
  ],
  ok: ['确定', '確定', 'OK'],
  cancel: ['取消', '取消', 'Cancel'],
  done: ['已提交推荐意见', '已提交推薦意見', 'Your decision is recorded'],
  decided: ['{action}：{opinion}', '{action}：{opinion}', '{action}: {opinion}'],
  form: ['申报书', '申報書', 'Declaration form'],
  print: ['打印申报书', '列印申報書', 'Print the form'],
  loading: ['正在加载申报书…', '正在載入申報書…', 'Loading the form…'],
} satisfies Record<string, Texts>;
