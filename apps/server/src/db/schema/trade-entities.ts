import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

/**
 * The traders, warehouses and factories the pickers of spec 001 §2 search.
 * Codes are stored upper-case so a code prefix search is one index range.
 */
export const tradeEntities = pgTable(
  'trade_entities',
  {
    id: id(),
    /** trader | warehouse | factory */
    type: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    regionCode: text(),
    contact: text(),
    sortNumber: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('trade_entities_type_code_key').on(t.type, t.code),
    index('trade_entities_code_prefix_idx').on(t.type, t.code.op('text_pattern_ops')),
    index('trade_entities_name_prefix_idx').on(t.type, t.name.op('text_pattern_ops')),
    check('trade_entities_type_check', sql`${t.type} in ('trader', 'warehouse', 'factory')`),
  ],
);
