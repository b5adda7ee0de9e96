import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { files } from './files';
import { apps } from './menus';

/**
 * Files other systems sent through `POST /auth/webUpload` (spec 000 §7, docs/integration.md):
 * who sent it to whom, with the names and request time they gave, and the stored file.
 */
export const webUploads = pgTable(
  'web_uploads',
  {
    id: id(),
    fileId: uuid()
      .notNull()
      .references(() => files.fileId, { onDelete: 'cascade' }),
    senderAppId: integer()
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    senderSysCode: text().notNull(),
    senderSysName: text().notNull(),
    receiverAppId: integer()
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    receiverSysCode: text().notNull(),
    receiverSysName: text().notNull(),
    requestTime: timestamp({ withTimezone: true }).notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_uploads_receiver_idx').on(t.receiverAppId, t.createTime)],
);
