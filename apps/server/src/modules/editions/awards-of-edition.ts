import type { EditionAwardView } from '@awards/shared/editions';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { awards, editionAwards, editionGrades, editionStandards } from '../../db/schema';

/** The awards of an edition with their edition-level grades, standards and flow (three queries). */
export async function awardsOfEdition(db: DbOrTx, editionId: number): Promise<EditionAwardView[]> {
  const rows = await db
    .select({
      id: editionAwards.id,
      flow: editionAwards.flow,
      awardId: awards.id,
      awardCode: awards.awardCode,
      awardName: awards.awardName,
      category: awards.category,
    })
    .from(editionAwards)
    .innerJoin(awards, eq(awards.id, editionAwards.awardId))
    .where(eq(editionAwards.editionId, editionId))
    .orderBy(asc(editionAwards.sortNumber), asc(editionAwards.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // In turn, not side by side: `db` may be a transaction (edition status moves), and one
  // client takes one query at a time (pg 9 refuses a second while the first runs).
  const grades = await db
    .select()
    .from(editionGrades)
    .where(inArray(editionGrades.editionAwardId, ids))
    .orderBy(asc(editionGrades.gradeLevel));
  const standards = await db
    .select()
    .from(editionStandards)
    .where(inArray(editionStandards.editionAwardId, ids))
    .orderBy(asc(editionStandards.sortNumber), asc(editionStandards.id));
  return rows.map((row) => ({
    awardId: row.awardId,
    awardCode: row.awardCode,
    awardName: row.awardName,
    category: row.category,
    flow: row.flow,
    grades: grades
      .filter((g) => g.editionAwardId === row.id)
      .map((g) => ({ gradeName: g.gradeName, gradeLevel: g.gradeLevel, quota: g.quota })),
    standards: standards
      .filter((s) => s.editionAwardId === row.id)
      .map((s) => ({
        standardName: s.standardName,
        description: s.description,
        maxScore: s.maxScore,
        weight: s.weight,
      })),
  }));
}
