import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * Background exports (platform/exports): one row per export that went to the background,
 * from its start to the purge after its expiry. The owner is the only reader: the list,
 * the download and the delete all filter on owner_user_id.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was exported (users, accessLog...): for the logs and the metrics, never shown. */
    kind: text().notNull(),
    /** The file's name, in the language of whoever asked. */
    fileName: text().notNull(),
    /** running | done | failed. */
    status: text().notNull(),
    rowsTotal: integer().notNull(),
    rowsDone: integer().notNull().default(0),
    /** The written file in the file store (purpose 'export'), once done. */
    fileId: uuid().references(() => files.fileId, { onDelete: 'set null' }),
    size: bigint({ mode: 'number' }),
    /** A failure's message key (rendered for the reader when listed). */
    error: text(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Moved on every page: a running row left unmoved was cut short by a restart. */
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishTime: timestamp({ withTimezone: true }),
    expireTime: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('export_jobs_owner_idx').on(t.ownerUserId, t.createTime),
    index('export_jobs_expire_idx').on(t.expireTime),
    index('export_jobs_status_idx').on(t.status, t.updateTime),
  ],
);
