import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { menuButtons, menuDataRules, menus } from './menus';
import { organisations } from './organisations';
import { roles } from './roles';

/**
 * What an organisation may use (JeecgBoot's department permissions): the roles
 * of the organisation (roles.organId) can only be granted these menus and
 * buttons. An organisation with no row here is not limited.
 */
export const organMenus = pgTable(
  'organ_menus',
  {
    organId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organId, t.menuId] }), index('organ_menus_menu_idx').on(t.menuId)],
);

export const organButtons = pgTable(
  'organ_buttons',
  {
    organId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    buttonId: integer()
      .notNull()
      .references(() => menuButtons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organId, t.buttonId] }), index('organ_buttons_button_idx').on(t.buttonId)],
);

/** The data rules of a menu that apply to an organisation's users (see platform/data-rules.ts). */
export const organDataRules = pgTable(
  'organ_data_rules',
  {
    organId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ruleId: integer()
      .notNull()
      .references(() => menuDataRules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.organId, t.ruleId] }), index('organ_data_rules_rule_idx').on(t.ruleId)],
);

/** The data rules of a menu that apply to a role's holders. */
export const roleDataRules = pgTable(
  'role_data_rules',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    ruleId: integer()
      .notNull()
      .references(() => menuDataRules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ruleId] }), index('role_data_rules_rule_idx').on(t.ruleId)],
);
