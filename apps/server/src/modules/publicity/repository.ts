import { createHash } from 'node:crypto';
import type { PublicityEntryView, PublicityField, SnapshotSource } from '@awards/shared/publicity';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  awards,
  declarationCompleters,
  declarations,
  organisations,
  publicitySnapshots,
  resultEntries,
  resultLists,
} from '../../db/schema';

/** A confirmed list's entry with a grade: what goes into a published list. */
export interface ConfirmedEntry {
  listId: number;
  awardId: number;
  declarationId: number;
  rank: number;
  gradeLevel: number;
  gradeName: string | null;
}

export interface ConfirmedList {
  listId: number;
  awardId: number;
  awardName: string;
  version: number;
  contentHash: string;
}

/**
 * The edition's current confirmed result lists: status `confirmed`, the highest version per
 * award. Owned by the `results` module (its `results/public.ts` will offer `confirmedEntries`);
 * read here against the table until then, reconciled at merge.
 */
export async function confirmedLists(db: DbOrTx, editionId: number): Promise<ConfirmedList[]> {
  const rows = await db
    .select({
      listId: resultLists.id,
      awardId: resultLists.awardId,
      awardName: awards.awardName,
      version: resultLists.version,
      contentHash: resultLists.contentHash,
    })
    .from(resultLists)
    .innerJoin(awards, eq(awards.id, resultLists.awardId))
    .where(and(eq(resultLists.editionId, editionId), eq(resultLists.status, 'confirmed')))
    .orderBy(asc(resultLists.awardId), desc(resultLists.version));
  const latest = new Map<number, ConfirmedList>();
  for (const row of rows) if (!latest.has(row.awardId)) latest.set(row.awardId, row);
  return [...latest.values()];
}

/** The entries with a grade of these lists (results module's table, see confirmedLists), best grade and rank first. */
export async function confirmedEntries(db: DbOrTx, listIds: number[]): Promise<ConfirmedEntry[]> {
  if (listIds.length === 0) return [];
  const rows = await db
    .select({
      listId: resultEntries.listId,
      awardId: resultLists.awardId,
      declarationId: resultEntries.declarationId,
      rank: resultEntries.rank,
      gradeLevel: resultEntries.gradeLevel,
      gradeName: resultEntries.gradeName,
    })
    .from(resultEntries)
    .innerJoin(resultLists, eq(resultLists.id, resultEntries.listId))
    .where(inArray(resultEntries.listId, listIds))
    .orderBy(asc(resultLists.awardId), asc(resultEntries.gradeLevel), asc(resultEntries.rank));
  return rows.filter((r): r is ConfirmedEntry => r.gradeLevel !== null);
}

/** The whitelisted fields of each entry, as shown; nothing else of the declaration leaves here. */
export async function buildEntries(
  db: DbOrTx,
  lists: ConfirmedList[],
  entries: ConfirmedEntry[],
  fields: readonly PublicityField[],
): Promise<PublicityEntryView[]> {
  const ids = entries.map((e) => e.declarationId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: declarations.id,
      projectName: declarations.projectName,
      recommendUnit: declarations.recommendUnit,
      summary: declarations.summary,
      unitName: organisations.organName,
    })
    .from(declarations)
    .innerJoin(organisations, eq(organisations.id, declarations.unitId))
    .where(inArray(declarations.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const completers = new Map<number, string[]>();
  if (fields.includes('completers')) {
    const people = await db
      .select({ declarationId: declarationCompleters.declarationId, name: declarationCompleters.name })
      .from(declarationCompleters)
      .where(inArray(declarationCompleters.declarationId, ids))
      .orderBy(asc(declarationCompleters.declarationId), asc(declarationCompleters.sortNumber));
    for (const p of people)
      completers.set(p.declarationId, [...(completers.get(p.declarationId) ?? []), p.name]);
  }
  const awardNames = new Map(lists.map((l) => [l.awardId, l.awardName]));
  return entries.map((e) => {
    const d = byId.get(e.declarationId);
    const value: Record<PublicityField, string> = {
      projectName: d?.projectName ?? '',
      awardName: awardNames.get(e.awardId) ?? '',
      gradeName: e.gradeName ?? String(e.gradeLevel),
      unitName: d?.unitName ?? '',
      completers: (completers.get(e.declarationId) ?? []).join('、'),
      recommendUnit: d?.recommendUnit ?? '',
      summary: d?.summary ?? '',
    };
    return {
      declarationId: e.declarationId,
      awardId: e.awardId,
      gradeLevel: e.gradeLevel,
      shown: Object.fromEntries(fields.map((f) => [f, value[f]])),
    };
  });
}

/** JSON with every object's keys sorted: the same content always reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the canonical JSON of the fields and entries: what the snapshot's hash covers. */
export const contentHash = (fields: readonly string[], entries: readonly PublicityEntryView[]): string =>
  createHash('sha256').update(canonicalJson({ fields, entries })).digest('hex');

export const sourcesOf = (lists: ConfirmedList[], entries: ConfirmedEntry[]): SnapshotSource[] =>
  lists.map((l) => ({ ...l, entries: entries.filter((e) => e.listId === l.listId).length }));

export type SnapshotRow = typeof publicitySnapshots.$inferSelect;

export async function readSnapshot(db: DbOrTx, snapshotId: number): Promise<SnapshotRow | undefined> {
  const [row] = await db.select().from(publicitySnapshots).where(eq(publicitySnapshots.id, snapshotId));
  return row;
}
