import { AWARD_MESSAGES, type AwardView } from '@awards/shared/awards';
import { asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { awardGrades, awardStandards, awards, editionAwards } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { presentAward } from './presenter';

/**
 * How many editions include the award. The outer id is qualified by hand: in a
 * one-table select Drizzle writes it bare, and edition_awards has an id of its own.
 */
const editionCount =
  sql<number>`(select count(*) from ${editionAwards} where ${editionAwards.awardId} = "awards"."id")`.mapWith(
    Number,
  );

/** Award rows with the number of editions including each; order and limit are the caller's. */
export function selectAwards(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(awards), editionCount })
    .from(awards)
    .where(where);
}

type AwardRow = Awaited<ReturnType<typeof selectAwards>>[number];

/** Rows with their grades and standards, two queries for the whole page. */
export async function presentAwards(db: DbOrTx, rows: AwardRow[]): Promise<AwardView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // In turn: `db` may be a transaction, whose one client takes one query at a time.
  const grades = await db
    .select()
    .from(awardGrades)
    .where(inArray(awardGrades.awardId, ids))
    .orderBy(asc(awardGrades.gradeLevel));
  const standards = await db
    .select()
    .from(awardStandards)
    .where(inArray(awardStandards.awardId, ids))
    .orderBy(asc(awardStandards.sortNumber), asc(awardStandards.id));
  return rows.map((row) =>
    presentAward(
      row,
      grades.filter((g) => g.awardId === row.id),
      standards.filter((s) => s.awardId === row.id),
    ),
  );
}

/** One award as the wire shows it; 404 when absent. */
export async function readAward(db: DbOrTx, awardId: number): Promise<AwardView> {
  const [row] = await selectAwards(db, eq(awards.id, awardId));
  if (!row) throw notFound(AWARD_MESSAGES.notFound);
  const [view] = await presentAwards(db, [row]);
  return view!;
}
