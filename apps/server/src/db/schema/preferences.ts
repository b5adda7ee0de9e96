import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { menus } from './menus';
import { users } from './users';

/** Menus a user starred in the products-and-services drawer. */
export const menuFavourites = pgTable(
  'menu_favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] }), index('menu_favourites_menu_idx').on(t.menuId)],
);

/**
 * One row per (user, menu) visited: the count gives "frequently used", the last
 * time "recent visits". Rows per user are bounded by the number of menus.
 */
export const menuVisits = pgTable(
  'menu_visits',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    visitCount: integer().notNull().default(1),
    lastVisitTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.menuId] }),
    index('menu_visits_user_time_idx').on(t.userId, t.lastVisitTime),
    index('menu_visits_user_count_idx').on(t.userId, t.visitCount),
    index('menu_visits_menu_idx').on(t.menuId),
  ],
);
