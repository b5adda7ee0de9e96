import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, delFlag, id, translation } from './columns';
import { organisations } from './organisations';

/** Data scope of a role: which rows of scoped lists its holders see. */
export const DATA_SCOPE = { all: 1, orgAndBelow: 2, ownOrg: 3, self: 4, custom: 5 } as const;

export const roles = pgTable('roles', {
  id: id(),
  roleCode: text().notNull().unique(),
  roleName: text().notNull(),
  roleNameI18n: translation('role_name_i18n'),
  roleType: text(),
  dataScope: smallint().notNull().default(DATA_SCOPE.self),
  organId: integer().references(() => organisations.id),
  sortNumber: integer().notNull().default(0),
  remark: text(),
  delFlag: delFlag(),
  ...auditColumns,
});

/** The organisations a role with the custom data scope may see. */
export const roleDataScopeOrgs = pgTable(
  'role_data_scope_orgs',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    organId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.organId] }), index('role_scope_org_idx').on(t.organId)],
);
