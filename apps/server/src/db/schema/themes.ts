import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { users } from './users';

/**
 * Layouts: the menu mode and the values of the theme-property tree a layout
 * sets (spec 000 §3 theme configuration); unset properties take their defaults.
 */
export const layouts = pgTable('layouts', {
  id: id(),
  layoutName: text().notNull().unique(),
  /** side | top */
  menuMode: text().notNull().default('side'),
  config: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
  remarks: text(),
  ...auditColumns,
});

/** Themes (spec 001 §3 "Theme"); exactly one is the system default (ifSelected). */
export const themes = pgTable(
  'themes',
  {
    id: id(),
    themeName: text().notNull().unique(),
    layoutId: integer()
      .notNull()
      .references(() => layouts.id),
    isHeader: boolean().notNull().default(false),
    primaryColor: text().notNull(),
    menuColor: text(),
    color1: text(),
    color2: text(),
    color3: text(),
    color4: text(),
    /** Codes of the header_bg and side_menu_bg dictionaries. */
    headerBg: text(),
    sideMenuBg: text(),
    multipage: boolean().notNull().default(false),
    fixedHeader: boolean().notNull().default(false),
    fixedFooter: boolean().notNull().default(false),
    hideFooter: boolean().notNull().default(false),
    colorWeak: boolean().notNull().default(false),
    /** Fluid | Fixed */
    contentWidth: text().notNull().default('Fluid'),
    subMenuFontSize: smallint().notNull().default(14),
    subMenuPadding: smallint().notNull().default(24),
    subMenuRadius: smallint().notNull().default(8),
    ifSelected: boolean().notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    // At most one default; the service keeps it exactly one.
    uniqueIndex('themes_default_key').on(t.ifSelected).where(sql`${t.ifSelected}`),
    index('themes_layout_idx').on(t.layoutId),
  ],
);

/** A user's own theme; without a row the system default applies. */
export const userThemes = pgTable('user_themes', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  themeId: integer()
    .notNull()
    .references(() => themes.id, { onDelete: 'cascade' }),
});
