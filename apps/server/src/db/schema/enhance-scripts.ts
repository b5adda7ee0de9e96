import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Enhance scripts (增强脚本, docs/admin-catalogue-decisions.md "Enhance scripts"): the versions
 * of a portal table's display script. Each save is a row; the 16 newest per table are kept.
 * The server stores the text and never evaluates it; the portal runs it in a Web Worker.
 */
export const enhanceScripts = pgTable(
  'enhance_scripts',
  {
    id: id(),
    /** The DataTable's tableId (`system.banks`). */
    tableId: text().notNull(),
    /** 1, 2, 3… per table; the highest is the current one. */
    version: integer().notNull(),
    script: text().notNull(),
    createBy: text(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enhance_scripts_table_version_key').on(t.tableId, t.version),
    check('enhance_scripts_table_id_check', sql`char_length(${t.tableId}) between 1 and 64`),
    check('enhance_scripts_script_check', sql`char_length(${t.script}) <= 20000`),
  ],
);
