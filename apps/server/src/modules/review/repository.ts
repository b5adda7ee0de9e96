import { EDITION_STATUS_NAMES, type EditionStatus } from '@awards/shared/editions';
import {
  DEFAULT_REVIEW_SETTINGS,
  REVIEW_MESSAGES as M,
  type ReviewSettingsFields,
} from '@awards/shared/review';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { editions, reviewGroups, reviewSettings } from '../../db/schema';
import { notFound, ruleViolation } from '../../platform/errors';

/** Reads shared by the review module's services. */

/** The statuses in which settings and groups may change: until review ends. */
export const REVIEW_EDITABLE: readonly EditionStatus[] = ['draft', 'declaring', 'examining', 'reviewing'];

/** The declaration statuses a group reviews: past formal examination, before the meeting. */
export const REVIEWABLE_STATUSES = ['passed', 'recommended', 'expert_review'] as const;

export type EditionRow = typeof editions.$inferSelect;
export type GroupRow = typeof reviewGroups.$inferSelect;

/** The edition (404), its row locked FOR SHARE when `lock`, so its status holds until commit. */
export async function readEdition(db: DbOrTx, editionId: number, lock = false): Promise<EditionRow> {
  const query = db.select().from(editions).where(eq(editions.id, editionId));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw notFound(M.editionNotFound);
  return row;
}

/** 505 unless the edition is in one of `statuses`. */
export function requireEditable(edition: EditionRow, statuses: readonly EditionStatus[] = REVIEW_EDITABLE) {
  if (!statuses.includes(edition.status))
    throw ruleViolation(M.editionClosed({ status: EDITION_STATUS_NAMES[edition.status] }));
}

/** The group (404), locked FOR UPDATE when `lock`. */
export async function readGroup(db: DbOrTx, groupId: number, lock = false): Promise<GroupRow> {
  const query = db.select().from(reviewGroups).where(eq(reviewGroups.id, groupId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.groupNotFound);
  return row;
}

/** The edition's settings, the defaults where no row was saved (review window: the edition's). */
export async function readSettings(db: DbOrTx, edition: EditionRow): Promise<ReviewSettingsFields> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.editionId, edition.id));
  if (!row)
    return {
      ...DEFAULT_REVIEW_SETTINGS,
      reviewStart: edition.reviewStart?.toISOString() ?? null,
      reviewEnd: edition.reviewEnd?.toISOString() ?? null,
    };
  return {
    expertsPerDeclaration: row.expertsPerDeclaration,
    awardOverrides: row.awardOverrides,
    minLoad: row.minLoad,
    maxLoad: row.maxLoad,
    scoreScale: row.scoreScale,
    normalisation: row.normalisation,
    rangeThreshold: row.rangeThreshold,
    sdThreshold: row.sdThreshold,
    reviewStart: (row.reviewStart ?? edition.reviewStart)?.toISOString() ?? null,
    reviewEnd: (row.reviewEnd ?? edition.reviewEnd)?.toISOString() ?? null,
    blind: row.blind,
    reminderDaysBefore: row.reminderDaysBefore,
    alternatesPerDeclaration: row.alternatesPerDeclaration,
  };
}

/** Experts per declaration of an award: its override, else the edition's. */
export const expertsFor = (settings: ReviewSettingsFields, awardId: number) =>
  settings.awardOverrides[String(awardId)] ?? settings.expertsPerDeclaration;
