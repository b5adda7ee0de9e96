import type {
  ObjectionRequestTarget,
  ObjectionStatus,
  ObjectionStep,
  ScreeningReason,
} from '@awards/shared/objections';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { declarations } from './declarations';
import { editions } from './editions';
import { files } from './files';
import { publicitySnapshots } from './publicity';
import { users } from './users';

const at = () => timestamp({ withTimezone: true });

/**
 * Objections (异议, docs/domain.md "Objections and awarding"): one client user's real-name
 * objection against one entry of a published snapshot, filed within its period. The status
 * moves filed → admitted | not_admitted, admitted → upheld | dismissed; each step is also a row
 * of `objection_history` (append-only). Written only by the objections module.
 */
export const objections = pgTable(
  'objections',
  {
    id: id(),
    snapshotId: integer()
      .notNull()
      .references(() => publicitySnapshots.id, { onDelete: 'restrict' }),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'restrict' }),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'restrict' }),
    objectorUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    realname: text().notNull(),
    organisation: text(),
    phone: text().notNull(),
    email: text(),
    reason: text().notNull(),
    status: text().$type<ObjectionStatus>().notNull().default('filed'),
    screeningReason: text().$type<ScreeningReason>(),
    screeningNote: text(),
    screenedBy: text(),
    screenedTime: at(),
    conclusionOpinion: text(),
    concludedBy: text(),
    concludedTime: at(),
    fileTime: at().notNull().defaultNow(),
  },
  (t) => [
    index('objections_edition_idx').on(t.editionId, t.status, t.id),
    index('objections_declaration_idx').on(t.declarationId, t.status),
    index('objections_objector_idx').on(t.objectorUserId, t.id),
    index('objections_status_idx').on(t.status, t.id),
    // One open objection per objector and declaration: a second is `repeated` before it is filed.
    uniqueIndex('objections_open_uq')
      .on(t.objectorUserId, t.declarationId)
      .where(sql`${t.status} in ('filed', 'admitted')`),
  ],
);

/** Evidence files of an objection (at least one), and the attachments of a unit's response. */
export const objectionFiles = pgTable(
  'objection_files',
  {
    id: id(),
    objectionId: integer()
      .notNull()
      .references(() => objections.id, { onDelete: 'cascade' }),
    /** Null: the objector's evidence; else the response it belongs to. */
    requestId: integer().references(() => objectionRequests.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.fileId, { onDelete: 'restrict' }),
    sortNumber: integer().notNull(),
  },
  (t) => [
    index('objection_files_objection_idx').on(t.objectionId, t.requestId),
    index('objection_files_file_idx').on(t.fileId),
  ],
);

/** A request for a response to the declaring or the recommending unit, with a deadline. */
export const objectionRequests = pgTable(
  'objection_requests',
  {
    id: id(),
    objectionId: integer()
      .notNull()
      .references(() => objections.id, { onDelete: 'cascade' }),
    target: text().$type<ObjectionRequestTarget>().notNull(),
    /** The organisation asked (the declaring unit, or the recommending unit). */
    unitId: integer().notNull(),
    question: text().notNull(),
    deadline: at().notNull(),
    requestedBy: text().notNull(),
    requestTime: at().notNull().defaultNow(),
    response: text(),
    respondedBy: text(),
    responseTime: at(),
  },
  (t) => [
    index('objection_requests_objection_idx').on(t.objectionId),
    index('objection_requests_unit_idx').on(t.unitId, t.id),
  ],
);

/** Every step of an objection, append-only: never updated or deleted. */
export const objectionHistory = pgTable(
  'objection_history',
  {
    id: id(),
    objectionId: integer()
      .notNull()
      .references(() => objections.id, { onDelete: 'cascade' }),
    step: text().$type<ObjectionStep>().notNull(),
    note: text(),
    actor: text().notNull(),
    actorUserId: integer(),
    createTime: at().notNull().defaultNow(),
  },
  (t) => [index('objection_history_objection_idx').on(t.objectionId, t.id)],
);
