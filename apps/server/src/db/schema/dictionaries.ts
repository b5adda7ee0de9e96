import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, delFlag, id, translation } from './columns';

/**
 * Dictionaries and their items in one tree (spec 001 §3): dictType 1 is a
 * dictionary (code = category code), dictType 2 an item under it.
 */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: id(),
    dictType: smallint().notNull(),
    parentId: integer().references((): AnyPgColumn => dictionaries.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    value: text().notNull(),
    valueI18n: translation('value_i18n'),
    appId: integer(),
    remarks: text(),
    sortNumber: integer().notNull().default(0),
    delFlag: delFlag(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('dictionaries_parent_code_key').on(t.parentId, t.code),
    uniqueIndex('dictionaries_root_code_key').on(t.code).where(sql`${t.parentId} is null`),
    index('dictionaries_type_idx').on(t.dictType, t.code),
  ],
);
