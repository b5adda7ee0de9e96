import { defineMessages, type MessageRef } from './i18n';

// An edition's statuses and their names, without zod (issue 18: the portal's home page names
// them; editions.ts, with the schemas, re-exports them).

/** The statuses in their only order; an edition moves one step forward at a time. */
export const EDITION_STATUSES = [
  'draft',
  'declaring',
  'examining',
  'reviewing',
  'publicity',
  'finished',
] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];
export const EDITION_STATUS_NAMES: Record<EditionStatus, MessageRef> = defineMessages('editionStatus', {
  draft: ['草稿', '草稿', 'Draft'],
  declaring: ['申报中', '申報中', 'Declaring'],
  examining: ['形式审查', '形式審查', 'Formal examination'],
  reviewing: ['评审中', '評審中', 'Reviewing'],
  publicity: ['公示中', '公示中', 'Publicity'],
  finished: ['已结束', '已結束', 'Finished'],
});
