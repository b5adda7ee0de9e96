import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { editions } from './editions';

const at = () => timestamp({ withTimezone: true });

/** The stages of publicity (公示): `proposed` is the 拟授奖公示 of the confirmed lists. */
export type PublicityStage = 'proposed';
/** A snapshot before its start, during its period, after its end, or taken down with a reason. */
export type PublicitySnapshotStatus = 'scheduled' | 'published' | 'ended' | 'unpublished';

/** One row of a published list: the declaration, and the whitelisted fields as shown. */
export interface PublicityEntry {
  declarationId: number;
  awardId: number;
  gradeLevel: number;
  /** Field name → shown text, only the snapshot's `fields`. */
  shown: Record<string, string>;
}

/**
 * A published list (docs/domain.md "Results, publicity, objections, awarding"): a snapshot of
 * the edition's confirmed lists at publication, never edited (a correction is a new snapshot;
 * the old one is unpublished with a reason). `contentHash` is the SHA-256 (hex) of the
 * canonical JSON of fields + entries. Objections are filed against an entry of a snapshot
 * during its period.
 */
export const publicitySnapshots = pgTable(
  'publicity_snapshots',
  {
    id: id(),
    editionId: integer()
      .notNull()
      .references(() => editions.id, { onDelete: 'cascade' }),
    stage: text().$type<PublicityStage>().notNull().default('proposed'),
    title: text().notNull(),
    /** The whitelist of fields shown, in order. */
    fields: jsonb().$type<string[]>().notNull(),
    entries: jsonb().$type<PublicityEntry[]>().notNull(),
    contentHash: text().notNull(),
    /** The confirmed lists it was built from (list id, award, version, their hash): the audit of its source. */
    sources: jsonb()
      .$type<
        {
          listId: number;
          awardId: number;
          awardName: string;
          version: number;
          contentHash: string;
          entries: number;
        }[]
      >()
      .notNull()
      .default([]),
    status: text().$type<PublicitySnapshotStatus>().notNull().default('scheduled'),
    startTime: at().notNull(),
    /** 24:00 of the period's last day in the project's time zone. */
    endTime: at().notNull(),
    /** The public notice that announces it (notices module). */
    noticeId: integer(),
    publishedBy: text().notNull(),
    publishedTime: at().notNull().defaultNow(),
    unpublishedBy: text(),
    unpublishedTime: at(),
    unpublishReason: text(),
  },
  (t) => [index('publicity_snapshots_edition_idx').on(t.editionId, t.status)],
);

/**
 * The edition's publicity settings (one row per edition, defaults until saved): the period in
 * days and, per stage, the whitelist of fields a published list shows.
 */
export const publicitySettings = pgTable('publicity_settings', {
  editionId: integer()
    .primaryKey()
    .references(() => editions.id, { onDelete: 'cascade' }),
  periodDays: smallint().notNull().default(15),
  /** Stage → fields shown, in order (PUBLICITY_FIELDS of packages/shared). */
  fields: jsonb().$type<Record<string, string[]>>().notNull(),
  updateBy: text(),
  updateTime: at().notNull().defaultNow(),
});
