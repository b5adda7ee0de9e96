import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { awards } from './awards';
import { id } from './columns';
import { declarations } from './declarations';
import { editions } from './editions';

const at = () => timestamp({ withTimezone: true });

/**
 * Confirmed result lists (docs/domain.md "Results, publicity, objections, awarding"): per award
 * of an edition, the list RESULT_CONFIRM froze. Versions count up; a reopened version stays, with
 * the decision that reopened it, and the next confirmation writes the next version. Never edited
 * otherwise: `contentHash` is the SHA-256 (hex) of the canonical JSON of its entries.
 */
export const resultLists = pgTable(
  'result_lists',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    awardId: integer()
      .notNull()
      .references(() => awards.id),
    version: smallint().notNull(),
    /** `confirmed` (the current list) or `reopened` (superseded by a recorded decision). */
    status: text().$type<'confirmed' | 'reopened'>().notNull().default('confirmed'),
    /** The score method the ranking used (the review module's normalisations). */
    method: text().notNull(),
    contentHash: text().notNull(),
    confirmedBy: text().notNull(),
    confirmedTime: at().notNull().defaultNow(),
    reopenedBy: text(),
    reopenedTime: at(),
    reopenReason: text(),
    /** The document number of the decision that reopened the list. */
    reopenDocumentNo: text(),
  },
  (t) => [
    uniqueIndex('result_lists_version_uq').on(t.editionId, t.awardId, t.version),
    index('result_lists_edition_idx').on(t.editionId, t.status),
  ],
);

/** One declaration of a confirmed list: its place, score and grade (null: no award). */
export const resultEntries = pgTable(
  'result_entries',
  {
    id: id(),
    listId: integer()
      .notNull()
      .references(() => resultLists.id, { onDelete: 'cascade' }),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    rank: integer().notNull(),
    /** The score the ranking used; null where the award was decided without scores. */
    score: doublePrecision(),
    gradeLevel: smallint(),
    gradeName: text(),
  },
  (t) => [
    uniqueIndex('result_entries_list_declaration_uq').on(t.listId, t.declarationId),
    index('result_entries_declaration_idx').on(t.declarationId),
  ],
);

/**
 * Award certificates (docs/domain.md "Outputs"): one number per awarded declaration, given once
 * (at the awarding, or by the first certificates read for a declaration awarded before) and never
 * reused: `<year>-<award code>-<grade level>-<seq, 3 digits>`, the sequence counting up within an
 * edition, award and grade over every number ever given there (a revoked declaration keeps its
 * row, so its number is never given again).
 */
export const awardCertificates = pgTable(
  'award_certificates',
  {
    id: id(),
    declarationId: integer()
      .notNull()
      .references(() => declarations.id, { onDelete: 'cascade' }),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    awardId: integer()
      .notNull()
      .references(() => awards.id, { onDelete: 'restrict' }),
    gradeLevel: smallint().notNull(),
    seq: integer().notNull(),
    certificateNo: text().notNull(),
    assignedTime: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('award_certificates_declaration_uq').on(t.declarationId),
    uniqueIndex('award_certificates_no_uq').on(t.certificateNo),
    uniqueIndex('award_certificates_seq_uq').on(t.editionId, t.awardId, t.gradeLevel, t.seq),
  ],
);
