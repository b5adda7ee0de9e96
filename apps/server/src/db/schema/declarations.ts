import type {
  AttachmentType,
  DeclarationAction,
  DeclarationActor,
  DeclarationStatus,
} from '@awards/shared/declarations';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { awards } from './awards';
import { auditColumns, id } from './columns';
import { editions } from './editions';
import { files } from './files';
import { organisations } from './organisations';
import { users } from './users';

/**
 * Declarations (docs/domain.md "Declarations"): one application for one award of
 * one edition by one declaring unit. The status changes only through the
 * transition table (modules/declarations/transitions.ts), each change with one
 * row of declaration_audits written in the same transaction.
 */
export const declarations = pgTable(
  'declarations',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'restrict' }),
    awardId: integer()
      .notNull()
      .references(() => awards.id, { onDelete: 'restrict' }),
    /** The intended grade: a gradeLevel of the edition award's grades. */
    gradeLevel: smallint(),
    projectName: text().notNull(),
    /** The declaring unit: an organisation of type unit. */
    unitId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    /** The recommending unit's name as the form shows it (typed, or the organisation's name). */
    recommendUnit: text(),
    /**
     * The recommending unit as an organisation of type recommender, whose users recommend or
     * decline on the site (docs/site.md "Recommending units"); null when none was chosen.
     */
    recommendUnitId: integer().references(() => organisations.id, { onDelete: 'restrict' }),
    discipline: text(),
    regionCode: text(),
    summary: text(),
    keyData: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    status: text().$type<DeclarationStatus>().notNull().default('draft'),
    /** The latest submit or resubmit. */
    submittedAt: timestamp({ withTimezone: true }),
    /**
     * The furthest funnel stage the declaration's trail reached (FUNNEL_STAGE_OF_STATUS, the
     * highest over its statuses): written with every move, so a declaration that passed the
     * examination and later withdrew still counts as passed. The statistics group on it.
     */
    reachedStage: smallint().notNull().default(0),
    /** Returned for correction at least once (the examination's return rate). */
    returned: boolean().notNull().default(false),
    /** A draft carried over (carry_over) from a deferred declaration of an earlier edition: that one. */
    carriedFromId: integer().references((): AnyPgColumn => declarations.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (t) => [
    // The staff page and the examination queue: edition + status (+ award), newest first.
    index('declarations_edition_status_idx').on(t.editionId, t.status, t.awardId, t.id),
    // One edition, newest first: ids grow with time, so a walk of the primary key
    // would cross every later edition first (bench/README.md).
    index('declarations_edition_idx').on(t.editionId, t.id),
    index('declarations_award_idx').on(t.awardId, t.status),
    index('declarations_unit_idx').on(t.unitId, t.id),
    // A recommending unit's list, newest first.
    index('declarations_recommend_unit_idx')
      .on(t.recommendUnitId, t.id)
      .where(sql`${t.recommendUnitId} is not null`),
    index('declarations_region_idx').on(t.regionCode),
    index('declarations_discipline_idx').on(t.discipline),
    index('declarations_submitted_idx').on(t.submittedAt),
    // The statistics (bench/README.md "Statistics at 1,000,000"): an edition's funnel and its
    // cuts by award and declaring unit from the index alone (with the id, to meet the result
    // entries of the grade cut); one award over its editions.
    index('declarations_stats_idx').on(
      t.editionId,
      t.reachedStage,
      t.status,
      t.returned,
      t.awardId,
      t.unitId,
      t.id,
    ),
    index('declarations_award_stats_idx').on(t.awardId, t.editionId, t.reachedStage),
    // The examination queue, oldest submission first: only the rows awaiting examination
    // (bench/README.md "Declarations at 1,000,000").
    index('declarations_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} in ('submitted', 'resubmitted')`),
    // A declaration's detail names the copy it was carried into: only the few carried rows.
    index('declarations_carried_from_idx').on(t.carriedFromId).where(sql`${t.carriedFromId} is not null`),
  ],
);

/** The completers, in their order (sortNumber from 1). Replaced as a whole on edit. */
export const declarationCompleters = pgTable(
  'declaration_completers',
  {
    id: id(),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    unit: text(),
    contribution: text(),
    sortNumber: integer().notNull(),
  },
  (t) => [index('declaration_completers_decl_idx').on(t.declarationId, t.sortNumber)],
);

/** Files of the store attached to a declaration, each with its type label. */
export const declarationAttachments = pgTable(
  'declaration_attachments',
  {
    id: id(),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.fileId, { onDelete: 'restrict' }),
    attachmentType: text().$type<AttachmentType>().notNull(),
    sortNumber: integer().notNull(),
  },
  (t) => [
    uniqueIndex('declaration_attachments_uq').on(t.declarationId, t.fileId),
    index('declaration_attachments_file_idx').on(t.fileId),
  ],
);

/**
 * The audit trail: append-only, one row per action (creation and every status
 * change). No code updates or deletes it; rows go only with a deleted draft.
 */
export const declarationAudits = pgTable(
  'declaration_audits',
  {
    id: id(),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    action: text().$type<DeclarationAction>().notNull(),
    fromStatus: text().$type<DeclarationStatus>(),
    toStatus: text().$type<DeclarationStatus>().notNull(),
    opinion: text(),
    actorKind: text().$type<DeclarationActor>().notNull(),
    /** Login name, kept as text so the trail outlives the account. */
    actor: text().notNull(),
    actorName: text(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('declaration_audits_decl_idx').on(t.declarationId, t.id)],
);

/** Staff extend one unit's declaration window in one edition. */
export const declarationWindowExtensions = pgTable(
  'declaration_window_extensions',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    unitId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    until: timestamp({ withTimezone: true }).notNull(),
    reason: text(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('declaration_window_extensions_uq').on(t.editionId, t.unitId)],
);
