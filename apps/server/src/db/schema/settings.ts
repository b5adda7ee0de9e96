import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Project settings as key/value (title, description, copyright, filing links, ...). */
export const projectSettings = pgTable('project_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updateBy: text(),
  updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Image captchas: only the hash of the answer is kept; a row is used once. */
export const captchas = pgTable('captchas', {
  id: text().primaryKey(),
  answerHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
