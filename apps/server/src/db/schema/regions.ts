import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, translation } from './columns';

/**
 * GB/T 2260 administrative regions: provinces (level 1, parent '100000'),
 * cities (2) and counties (3). Loaded once from @vant/area-data; names may be
 * edited by an administrator and are kept across starts.
 */
export const regions = pgTable(
  'regions',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    nameI18n: translation('name_i18n'),
    level: smallint().notNull(),
    parentCode: text().notNull(),
    updateBy: text(),
    updateTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('regions_parent_idx').on(t.parentCode, t.code),
    index('regions_level_idx').on(t.level, t.code),
    check('regions_level_check', sql`${t.level} between 1 and 3`),
  ],
);

/** Named sets of regions, by category: category 'office' holds the regional offices. */
export const regionGroups = pgTable(
  'region_groups',
  {
    id: id(),
    category: text().notNull(),
    groupCode: text().notNull(),
    groupName: text().notNull(),
    sortNumber: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('region_groups_category_code_key').on(t.category, t.groupCode)],
);

export const regionGroupMembers = pgTable(
  'region_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => regionGroups.id, { onDelete: 'cascade' }),
    regionCode: text()
      .notNull()
      .references(() => regions.code),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.regionCode] }),
    index('region_group_members_region_idx').on(t.regionCode),
  ],
);
