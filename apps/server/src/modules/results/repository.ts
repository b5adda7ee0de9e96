import type { ResultEntryView, ResultListView } from '@awards/shared/results';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, resultEntries, resultLists } from '../../db/schema';
import { iso } from '../../platform/time';
import type { ConfirmedList } from './public';

export type ResultListRow = typeof resultLists.$inferSelect;

export const listView = (row: ResultListRow, entries?: ResultEntryView[]): ResultListView => ({
  listId: row.id,
  editionId: row.editionId,
  awardId: row.awardId,
  version: row.version,
  status: row.status,
  method: row.method,
  contentHash: row.contentHash,
  confirmedBy: row.confirmedBy,
  confirmedTime: iso(row.confirmedTime)!,
  reopenedBy: row.reopenedBy,
  reopenedTime: iso(row.reopenedTime),
  reopenReason: row.reopenReason,
  reopenDocumentNo: row.reopenDocumentNo,
  ...(entries && { entries }),
});

/** Every version of an award's list in an edition, newest first. */
export async function versionsOf(db: DbOrTx, editionId: number, awardId: number): Promise<ResultListRow[]> {
  return db
    .select()
    .from(resultLists)
    .where(and(eq(resultLists.editionId, editionId), eq(resultLists.awardId, awardId)))
    .orderBy(desc(resultLists.version));
}

/** The entries of lists, in rank order, with the project names. */
export async function entriesOf(db: DbOrTx, listIds: readonly number[]) {
  if (listIds.length === 0) return [];
  return db
    .select({
      listId: resultEntries.listId,
      declarationId: resultEntries.declarationId,
      projectName: declarations.projectName,
      rank: resultEntries.rank,
      score: resultEntries.score,
      gradeLevel: resultEntries.gradeLevel,
      gradeName: resultEntries.gradeName,
    })
    .from(resultEntries)
    .innerJoin(declarations, eq(declarations.id, resultEntries.declarationId))
    .where(inArray(resultEntries.listId, [...listIds]))
    .orderBy(asc(resultEntries.listId), asc(resultEntries.rank));
}

/** The confirmed (current) lists of an edition with their entries (results/public.ts). */
export async function confirmedLists(db: DbOrTx, editionId: number): Promise<ConfirmedList[]> {
  const lists = await db
    .select()
    .from(resultLists)
    .where(and(eq(resultLists.editionId, editionId), eq(resultLists.status, 'confirmed')))
    .orderBy(asc(resultLists.awardId));
  const entries = await entriesOf(
    db,
    lists.map((l) => l.id),
  );
  return lists.map((l) => ({
    listId: l.id,
    editionId: l.editionId,
    awardId: l.awardId,
    version: l.version,
    method: l.method,
    contentHash: l.contentHash,
    confirmedBy: l.confirmedBy,
    confirmedTime: l.confirmedTime,
    entries: entries.filter((e) => e.listId === l.id).map(({ listId: _, ...e }) => e),
  }));
}
