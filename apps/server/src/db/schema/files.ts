import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Uploaded files (FileStore, platform/files). The bytes live in the blob store
 * under storageKey, never under the client's name; fileName is only for display
 * and the download header.
 */
export const files = pgTable(
  'files',
  {
    fileId: uuid().primaryKey(),
    /** The original name, sanitised (no path, no control characters). */
    fileName: text().notNull(),
    /** Decided by the server from the content and the allow-list, not the client's claim. */
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    /** avatar | attachment: decides limits and who may download. */
    purpose: text().notNull(),
    // A deleted user's files stay (messages may still point at them).
    ownerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId, t.purpose, t.createTime)],
);
