import { REVIEW_MESSAGES as M } from '@awards/shared/review';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { editionAwards, editionStandards } from '../../db/schema';
import { badRequest } from '../../platform/errors';

export interface Standard {
  standardId: number;
  standardName: string;
  description: string | null;
  maxScore: number;
  weight: number;
}

/** The standards an expert scores a declaration against: its award's, as copied into the edition. */
export async function standardsOf(db: DbOrTx, editionId: number, awardId: number): Promise<Standard[]> {
  return db
    .select({
      standardId: editionStandards.id,
      standardName: editionStandards.standardName,
      description: editionStandards.description,
      maxScore: editionStandards.maxScore,
      weight: editionStandards.weight,
    })
    .from(editionStandards)
    .innerJoin(editionAwards, eq(editionAwards.id, editionStandards.editionAwardId))
    .where(and(eq(editionAwards.editionId, editionId), eq(editionAwards.awardId, awardId)))
    .orderBy(asc(editionStandards.sortNumber), asc(editionStandards.id));
}

/**
 * The scores as stored ({standardId: score}) after checking each against its standard
 * (400), and the total Σ score/max × weight on 0..100 when every standard is scored.
 */
export function scoreSheet(
  standards: Standard[],
  scores: { standardId: number; score: number }[],
): { scores: Record<string, number>; total: number | null } {
  const out: Record<string, number> = {};
  for (const { standardId, score } of scores) {
    const standard = standards.find((s) => s.standardId === standardId);
    if (!standard) throw badRequest({ scores: M.unknownStandard });
    if (score > standard.maxScore)
      throw badRequest({
        scores: M.scoreOverMax({ standard: standard.standardName, max: standard.maxScore }),
      });
    out[String(standardId)] = score;
  }
  const complete = standards.length > 0 && standards.every((s) => out[String(s.standardId)] !== undefined);
  const total = complete
    ? standards.reduce((sum, s) => sum + (out[String(s.standardId)]! / s.maxScore) * s.weight, 0)
    : null;
  return { scores: out, total: total === null ? null : Math.round(total * 100) / 100 };
}
