import type { Texts } from '@awards/shared/i18n';

/** The open editions' words, the three languages side by side (lib/texts.ts). */
export const EDITION_TEXTS = {
  empty: [
    '目前没有正在申报的届次',
    '目前沒有正在申報的屆次',
    'No edition is open for declaration at the moment',
  ],
  year: ['年度', '年度', 'Year'],
  declaration: ['申报时间', '申報時間', 'Declaration'],
  examination: ['形式审查', '形式審查', 'Examination'],
  review: ['专家评审', '專家評審', 'Expert review'],
  publicity: ['公示', '公示', 'Publicity'],
  awards: ['奖项', '獎項', 'Awards'],
  guides: ['申报指南与表格', '申報指南與表格', 'Guides and forms'],
  noGuides: ['暂无可下载的指南和表格', '暫無可下載的指南和表格', 'No guides or forms to download yet'],
  grades: ['奖励等级与名额', '獎勵等級與名額', 'Grades and places'],
  quota: ['{grade}：{quota}项', '{grade}：{quota}項', '{grade}: {quota} places'],
  description: ['奖项说明', '獎項說明', 'About the award'],
  back: ['返回申报评选', '返回申報評選', 'Back to the calls for entries'],
  declare: ['登录后申报', '登入後申報', 'Sign in to declare'],
  to: ['至', '至', 'to'],
} satisfies Record<string, Texts>;
