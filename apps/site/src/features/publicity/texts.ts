import type { Texts } from '@awards/shared/i18n';

/** The publicity pages' words, the three languages side by side (lib/texts.ts). */
export const PUBLICITY_TEXTS = {
  empty: ['暂无公示', '暫無公示', 'Nothing is published for public comment'],
  period: ['公示期：{start} 至 {end}', '公示期：{start} 至 {end}', 'Period: {start} to {end}'],
  daysLeft: ['剩余 {days} 天', '剩餘 {days} 天', '{days} days left'],
  lastDay: ['今天是最后一天', '今天是最後一天', 'Last day today'],
  ended: ['公示已结束', '公示已結束', 'Ended'],
  entries: ['共 {count} 项', '共 {count} 項', '{count} projects'],
  back: ['返回公示列表', '返回公示列表', 'Back to the published lists'],
  objection: ['提出异议', '提出異議', 'Raise an objection'],
  objectionNote: [
    '对公示项目有异议的，请在公示期内实名提出，并提供联系方式和证明材料。',
    '對公示項目有異議的，請在公示期內實名提出，並提供聯絡方式和證明材料。',
    'Objections to a listed project may be raised within the period, under your real name, with contact details and evidence.',
  ],
  hash: ['内容校验值（SHA-256）：', '內容校驗值（SHA-256）：', 'Content hash (SHA-256): '],
  seq: ['第 {n} 项', '第 {n} 項', 'No. {n}'],
} satisfies Record<string, Texts>;
