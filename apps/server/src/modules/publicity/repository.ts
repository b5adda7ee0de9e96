import { createHash } from 'node:crypto';
import type { PublicityEntryView, PublicityField, SnapshotSource } from '@awards/shared/publicity';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  awards,
  declarationCompleters,
  declarations,
  organisations,
  publicitySnapshots,
} from '../../db/schema';
import type { ResultsApi } from '../results/public';

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
 * The edition's current confirmed result lists (one per award), through the results module's
 * public read (`ResultsApi.confirmedLists`), with each award's name.
 */
export async function confirmedLists(
  results: ResultsApi,
  db: DbOrTx,
  editionId: number,
): Promise<ConfirmedList[]> {
  const lists = await results.confirmedLists(db, editionId);
  if (lists.length === 0) return [];
  const names = await db
    .select({ id: awards.id, name: awards.awardName })
    .from(awards)
    .where(
      inArray(
        awards.id,
        lists.map((l) => l.awardId),
      ),
    );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return lists.map((l) => ({
    listId: l.listId,
    awardId: l.awardId,
    awardName: nameOf.get(l.awardId) ?? '',
    version: l.version,
    contentHash: l.contentHash,
  }));
}

/** The entries with a grade of these lists (`ResultsApi.confirmedEntries`), best grade and rank first. */
export async function confirmedEntries(
  results: ResultsApi,
  db: DbOrTx,
  editionId: number,
  listIds: number[],
): Promise<ConfirmedEntry[]> {
  if (listIds.length === 0) return [];
  const wanted = new Set(listIds);
  return (await results.confirmedEntries(db, editionId))
    .filter((e): e is typeof e & { gradeLevel: number } => wanted.has(e.listId) && e.gradeLevel !== null)
    .map((e) => ({
      listId: e.listId,
      awardId: e.awardId,
      declarationId: e.declarationId,
      rank: e.rank,
      gradeLevel: e.gradeLevel,
      gradeName: e.gradeName,
    }))
    .sort((a, b) => a.awardId - b.awardId || a.gradeLevel - b.gradeLevel || a.rank - b.rank);
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

/** The end of an edition's publicity period: the latest end of its lists not taken down; null when none. */
export async function periodEndOf(db: DbOrTx, editionId: number): Promise<Date | null> {
  const rows = await db
    .select({ end: publicitySnapshots.endTime })
    .from(publicitySnapshots)
    .where(
      and(
        eq(publicitySnapshots.editionId, editionId),
        inArray(publicitySnapshots.status, ['published', 'ended']),
      ),
    );
  if (rows.length === 0) return null;
  return new Date(Math.max(...rows.map((r) => r.end.getTime())));
}

export async function readSnapshot(db: DbOrTx, snapshotId: number): Promise<SnapshotRow | undefined> {
  const [row] = await db.select().from(publicitySnapshots).where(eq(publicitySnapshots.id, snapshotId));
  return row;
}
