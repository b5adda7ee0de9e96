import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditColumns, delFlag, id, translation } from './columns';
import { roles } from './roles';

/** Applications (spec 001 §3 "App"); every menu belongs to one. */
export const apps = pgTable('apps', {
  id: id(),
  appCode: text().notNull().unique(),
  appName: text().notNull(),
  appShortName: text(),
  appIcon: text(),
  /** dictionary app_status: 1 enabled, 0 disabled */
  appStatus: smallint().notNull().default(1),
  deployIp: text(),
  deployPort: integer(),
  visitUrl: text(),
  sortNumber: integer().notNull().default(0),
  /**
   * The app's integration secret, sealed with INTEGRATION_SECRET_KEY (AES-256-GCM, base64 of
   * iv, tag and ciphertext): the key of the HMAC its web uploads carry. Never on the wire
   * after it is issued (docs/integration.md).
   */
  secretSealed: text(),
  secretIssuedAt: timestamp({ withTimezone: true }),
  delFlag: delFlag(),
  ...auditColumns,
});

/** The portal's navigation tree; routes are generated from it after sign-in. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    parentId: integer().references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    appId: integer()
      .notNull()
      .references(() => apps.id),
    /** Route name, unique: the seed's key for idempotent upserts. */
    name: text().notNull().unique(),
    menuName: text().notNull(),
    menuNameI18n: translation('menu_name_i18n'),
    menuUrl: text().notNull(),
    component: text(),
    redirect: text(),
    /** 0 top menu, 1 sub menu: dictionary menu_type */
    menuType: smallint().notNull().default(1),
    menuIcon: text(),
    menuSort: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    /** '1' routable, '0' not a route (skipped by the portal) */
    route: text().notNull().default('1'),
    keepalive: boolean().notNull().default(false),
    alwaysShow: boolean().notNull().default(false),
    /** Open inside an iframe (meta.internalOrExternal). */
    iframe: boolean().notNull().default(false),
    /** External link opened by the menu (meta.url). */
    externalUrl: text(),
    target: text(),
    status: smallint().notNull().default(1),
    delFlag: delFlag(),
    ...auditColumns,
  },
  (t) => [index('menus_parent_idx').on(t.parentId, t.menuSort), index('menus_app_idx').on(t.appId)],
);

/** A button of a menu; buttonPerms is the permission code checked by the server. */
export const menuButtons = pgTable(
  'menu_buttons',
  {
    id: id(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    buttonCode: text().notNull(),
    buttonPerms: text().notNull().unique(),
    name: text().notNull(),
    sortNum: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('menu_buttons_menu_idx').on(t.menuId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);

export const roleButtons = pgTable(
  'role_buttons',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    buttonId: integer()
      .notNull()
      .references(() => menuButtons.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] }), index('role_buttons_button_idx').on(t.buttonId)],
);

/**
 * Data permission rules of a menu's list (spec 001 §7): each active rule narrows
 * the rows the list returns, through the columns that list declares
 * (platform/data-rules.ts). ruleConditions is a code of data_rule_condition.
 */
export const menuDataRules = pgTable(
  'menu_data_rules',
  {
    id: id(),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    ruleName: text().notNull(),
    ruleColumn: text().notNull(),
    ruleConditions: text().notNull(),
    /** A literal, a #{sys_*} variable, or for IN a comma-separated list of either. */
    ruleValue: text().notNull(),
    /** 1 active, 0 disabled */
    status: smallint().notNull().default(1),
    ...auditColumns,
  },
  (t) => [index('menu_data_rules_menu_idx').on(t.menuId, t.status)],
);
