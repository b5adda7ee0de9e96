import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

/**
 * Custom SVG icons (spec 000 §3 customIcons): only the data of one path, drawn
 * by the portal inside its own svg element. A menu names one as `custom:<id>`.
 */
export const icons = pgTable('icons', {
  id: id(),
  iconTitle: text().notNull().unique(),
  pathContent: text().notNull(),
  viewBox: text().notNull().default('0 0 1024 1024'),
  sortNumber: integer().notNull().default(0),
  ...auditColumns,
});
