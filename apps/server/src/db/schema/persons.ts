import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person who registered on the public site to file objections (client user type `person`,
 * docs/domain.md "Objections", "Who files"): the citizen ID number they gave, checked (GB
 * 11643) and unique among persons. The name and phone are the user's; no organisation.
 */
export const persons = pgTable('persons', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  idNumber: text().notNull().unique('persons_id_number_key'),
  createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
