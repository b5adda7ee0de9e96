import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { users } from './users';

/** The administrators of an organisation (spec 001 §7 "admin add/delete"): who looks after it. */
export const orgAdmins = pgTable(
  'org_admins',
  {
    organId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createBy: text(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organId, t.userId] }), index('org_admins_user_idx').on(t.userId)],
);
