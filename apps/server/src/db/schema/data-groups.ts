import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, translation } from './columns';
import { organisations } from './organisations';
import { regions } from './regions';

/**
 * Data groups (数据分组, spec 001 §7; docs/admin-catalogue-decisions.md "Data groups and
 * business modules"): a named set of regions or of organisations that a data rule names
 * as `#{group:<code>}`. A region stands with the regions under it, an organisation with the
 * organisations under it, so a group of two provinces matches their cities and counties.
 */
export const dataGroups = pgTable(
  'data_groups',
  {
    id: id(),
    groupCode: text().notNull(),
    groupName: text().notNull(),
    groupNameI18n: translation('group_name_i18n'),
    /** region | organisation: what the members are. */
    kind: text().notNull(),
    remark: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('data_groups_code_key').on(t.groupCode),
    index('data_groups_kind_idx').on(t.kind, t.id),
    check('data_groups_kind_check', sql`${t.kind} in ('region', 'organisation')`),
  ],
);

export const dataGroupRegions = pgTable(
  'data_group_regions',
  {
    groupId: integer()
      .notNull()
      .references(() => dataGroups.id, { onDelete: 'cascade' }),
    regionCode: text()
      .notNull()
      .references(() => regions.code),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.regionCode] })],
);

export const dataGroupOrgans = pgTable(
  'data_group_organs',
  {
    groupId: integer()
      .notNull()
      .references(() => dataGroups.id, { onDelete: 'cascade' }),
    organId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.organId] }),
    index('data_group_organs_organ_idx').on(t.organId),
  ],
);
