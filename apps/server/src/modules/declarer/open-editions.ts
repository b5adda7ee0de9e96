import type { OpenEditionView } from '@awards/shared/declarer';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awards, editionAwards, editionGrades, editions } from '../../db/schema';
import { iso } from '../../platform/time';

/**
 * The editions a declarer may create a declaration in (status 'declaring'), with their awards
 * and grades in the edition's order: the choices of the site's declaration form. Whether the
 * window is still open for this unit (extensions) is the lifecycle's rule, applied on create.
 */
export async function openEditions(db: Db): Promise<OpenEditionView[]> {
  const rows = await db
    .select({
      editionId: editions.id,
      editionName: editions.editionName,
      declarationStart: editions.declarationStart,
      declarationEnd: editions.declarationEnd,
    })
    .from(editions)
    .where(eq(editions.status, 'declaring'))
    .orderBy(asc(editions.sortNumber), asc(editions.id));
  if (rows.length === 0) return [];
  const awardRows = await db
    .select({
      editionAwardId: editionAwards.id,
      editionId: editionAwards.editionId,
      awardId: awards.id,
      awardName: awards.awardName,
      flow: editionAwards.flow,
    })
    .from(editionAwards)
    .innerJoin(awards, eq(awards.id, editionAwards.awardId))
    .where(
      inArray(
        editionAwards.editionId,
        rows.map((r) => r.editionId),
      ),
    )
    .orderBy(asc(editionAwards.sortNumber), asc(editionAwards.id));
  const grades = awardRows.length
    ? await db
        .select({
          editionAwardId: editionGrades.editionAwardId,
          gradeLevel: editionGrades.gradeLevel,
          gradeName: editionGrades.gradeName,
        })
        .from(editionGrades)
        .where(
          inArray(
            editionGrades.editionAwardId,
            awardRows.map((a) => a.editionAwardId),
          ),
        )
        .orderBy(asc(editionGrades.gradeLevel))
    : [];
  return rows.map((edition) => ({
    editionId: edition.editionId,
    editionName: edition.editionName,
    declarationStart: iso(edition.declarationStart),
    declarationEnd: iso(edition.declarationEnd),
    awards: awardRows
      .filter((a) => a.editionId === edition.editionId)
      .map((a) => ({
        awardId: a.awardId,
        awardName: a.awardName,
        needsRecommendation: a.flow.includes('recommendation'),
        grades: grades
          .filter((g) => g.editionAwardId === a.editionAwardId)
          .map((g) => ({ gradeLevel: g.gradeLevel, gradeName: g.gradeName })),
      })),
  }));
}
