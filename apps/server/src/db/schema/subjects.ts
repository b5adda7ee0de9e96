import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, translation } from './columns';

/**
 * The discipline tree (学科, spec 001 §7). The source of the `discipline` dictionary's items
 * (docs/domain.md "Subjects"): records keep storing the code, which never changes.
 */
export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    parentId: integer().references((): AnyPgColumn => subjects.id, { onDelete: 'restrict' }),
    code: text().notNull(),
    name: text().notNull(),
    nameI18n: translation('name_i18n'),
    sortNumber: integer().notNull().default(0),
    remark: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('subjects_code_key').on(t.code),
    index('subjects_parent_idx').on(t.parentId, t.sortNumber),
  ],
);
