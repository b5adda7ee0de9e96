import type { ReviewerOwnReview, ReviewerSave, ReviewerStandard } from '@awards/shared/review';

/** The scoring form's values: a score per standard id, the comment, the familiarity. */
export interface ReviewValues {
  scores: Record<string, number | null | undefined>;
  comment?: string | null;
  familiarity?: number | null;
}

export function valuesOf(review: ReviewerOwnReview | null): ReviewValues {
  return {
    scores: { ...(review?.scores ?? {}) },
    comment: review?.comment ?? '',
    familiarity: review?.familiarity ?? null,
  };
}

/** The draft as the save call takes it: only the standards scored so far. */
export function toSave(declarationId: number, values: ReviewValues): ReviewerSave {
  return {
    declarationId,
    scores: Object.entries(values.scores ?? {})
      .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
      .map(([standardId, score]) => ({ standardId: Number(standardId), score })),
    comment: values.comment?.trim() ? values.comment : null,
    familiarity: values.familiarity ?? null,
  };
}

/**
 * The running total as the server computes it (Σ score/max × weight, on 0..100, two decimals)
 * over the standards scored so far, and how many are scored.
 */
export function runningTotal(
  standards: readonly ReviewerStandard[],
  scores: ReviewValues['scores'] | undefined,
): { total: number; scored: number } {
  let total = 0;
  let scored = 0;
  for (const s of standards) {
    const score = scores?.[String(s.standardId)];
    if (typeof score !== 'number' || s.maxScore <= 0) continue;
    total += (score / s.maxScore) * s.weight;
    scored += 1;
  }
  return { total: Math.round(total * 100) / 100, scored };
}
