import type { Texts } from '@awards/shared/i18n';

/** The public notices' words, the three languages side by side (lib/texts.ts). */
export const NOTICE_TEXTS = {
  published: ['发布时间：', '發布時間：', 'Published: '],
  attachments: ['附件', '附件', 'Attachments'],
  empty: ['暂无公告', '暫無公告', 'No notices yet'],
  back: ['返回通知公告', '返回通知公告', 'Back to the notices'],
} satisfies Record<string, Texts>;
