import type { AwardCategory, FlowStage } from '@awards/shared/awards';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

/** Awards (prizes, DOMAIN.md "Catalogue"); their grades and standards are child rows. */
export const awards = pgTable(
  'awards',
  {
    id: id(),
    awardCode: text().notNull().unique(),
    awardName: text().notNull(),
    category: text().$type<AwardCategory>().notNull(),
    description: text(),
    /** 1 enabled, 0 disabled (a disabled award cannot be added to an edition) */
    status: smallint().notNull().default(1),
    sortNumber: integer().notNull().default(0),
    /** The preset flow: ordered stages, a subsequence of FLOW_STAGES. */
    flow: jsonb().$type<FlowStage[]>().notNull(),
    ...auditColumns,
  },
  (t) => [index('awards_status_idx').on(t.status), index('awards_category_idx').on(t.category)],
);

export const awardGrades = pgTable(
  'award_grades',
  {
    id: id(),
    awardId: integer()
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    gradeName: text().notNull(),
    /** 1 is the highest grade */
    gradeLevel: smallint().notNull(),
    defaultQuota: integer().notNull(),
  },
  (t) => [uniqueIndex('award_grades_level_uq').on(t.awardId, t.gradeLevel)],
);

export const awardStandards = pgTable(
  'award_standards',
  {
    id: id(),
    awardId: integer()
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    standardName: text().notNull(),
    description: text(),
    maxScore: integer().notNull(),
    /** Weights of one award sum to 100 (checked on save of the whole set). */
    weight: integer().notNull(),
    sortNumber: integer().notNull().default(0),
  },
  (t) => [index('award_standards_award_idx').on(t.awardId, t.sortNumber)],
);
