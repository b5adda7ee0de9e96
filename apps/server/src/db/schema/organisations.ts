import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns, delFlag, id } from './columns';

/**
 * Organisations form one tree (companies, departments, declaring units, positions).
 * parentIds is the materialised path of ancestors (",1,4,") so that "this
 * organisation and below" is one indexed prefix match instead of a recursive query.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    organCode: text().notNull().unique(),
    organName: text().notNull(),
    organShortName: text(),
    organEnName: text(),
    organGrade: smallint(),
    /** company | department | unit (declaring unit) | position: dictionary organ_type */
    organType: text().notNull().default('department'),
    parentId: integer().references((): AnyPgColumn => organisations.id),
    parentIds: text().notNull().default(','),
    sortNumber: integer().notNull().default(0),
    useable: smallint().notNull().default(1),
    master: text(),
    deputyPersons: text(),
    primaryPersons: text(),
    phone: text(),
    fax: text(),
    mails: text(),
    organAddress: text(),
    organZipCode: text(),
    regionCode: text(),
    remarks: text(),
    delFlag: delFlag(),
    deletedAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('organisations_parent_idx').on(t.parentId, t.sortNumber),
    index('organisations_path_idx').on(t.parentIds.op('text_pattern_ops')),
    index('organisations_type_idx').on(t.organType),
    index('organisations_recycle_idx').on(t.deletedAt).where(sql`${t.delFlag} = 1`),
  ],
);
