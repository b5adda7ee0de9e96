import type { FlowStage } from '@awards/shared/awards';
import type { EditionStatus } from '@awards/shared/editions';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { awards } from './awards';
import { auditColumns, id } from './columns';

const at = () => timestamp({ withTimezone: true });

/** Editions (届次): windows and status (docs/domain.md "Editions"). */
export const editions = pgTable(
  'editions',
  {
    id: id(),
    editionName: text().notNull().unique(),
    year: integer().notNull(),
    status: text().$type<EditionStatus>().notNull().default('draft'),
    remark: text(),
    sortNumber: integer().notNull().default(0),
    declarationStart: at(),
    declarationEnd: at(),
    examinationStart: at(),
    examinationEnd: at(),
    reviewStart: at(),
    reviewEnd: at(),
    meetingStart: at(),
    meetingEnd: at(),
    publicityStart: at(),
    publicityEnd: at(),
    ...auditColumns,
  },
  (t) => [index('editions_status_idx').on(t.status), index('editions_year_idx').on(t.year)],
);

/**
 * An award in an edition, with its edition-level flow. The award cannot be
 * deleted while a row points at it (restrict), which backs the service's check.
 */
export const editionAwards = pgTable(
  'edition_awards',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    awardId: integer()
      .notNull()
      .references(() => awards.id, { onDelete: 'restrict' }),
    flow: jsonb().$type<FlowStage[]>().notNull(),
    sortNumber: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('edition_awards_uq').on(t.editionId, t.awardId),
    index('edition_awards_award_idx').on(t.awardId),
  ],
);

/** Edition-level copy of an award's grades, with this edition's quota. */
export const editionGrades = pgTable(
  'edition_grades',
  {
    id: id(),
    editionAwardId: integer()
      .notNull()
      .references(() => editionAwards.id, { onDelete: 'cascade' }),
    gradeName: text().notNull(),
    gradeLevel: smallint().notNull(),
    quota: integer().notNull(),
  },
  (t) => [uniqueIndex('edition_grades_level_uq').on(t.editionAwardId, t.gradeLevel)],
);

/** Edition-level copy of an award's standards. */
export const editionStandards = pgTable(
  'edition_standards',
  {
    id: id(),
    editionAwardId: integer()
      .notNull()
      .references(() => editionAwards.id, { onDelete: 'cascade' }),
    standardName: text().notNull(),
    description: text(),
    maxScore: integer().notNull(),
    weight: integer().notNull(),
    sortNumber: integer().notNull().default(0),
  },
  (t) => [index('edition_standards_award_idx').on(t.editionAwardId, t.sortNumber)],
);

/** Append-only: one row per status change (who, when, from, to, note). Never updated. */
export const editionStatusHistory = pgTable(
  'edition_status_history',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<EditionStatus>().notNull(),
    toStatus: text().$type<EditionStatus>().notNull(),
    /** Staff login name, or 'system' for the scheduled advance */
    operator: text().notNull(),
    note: text(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('edition_status_history_edition_idx').on(t.editionId, t.id)],
);
