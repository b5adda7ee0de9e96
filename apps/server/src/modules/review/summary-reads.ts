import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { declarations, experts, reviewSettings, reviews } from '../../db/schema';
import type { DeclarationReviews } from './public';
import { standardsOf } from './standards';

/**
 * The submitted reviews of one declaration with the standards they score (the review summary of
 * the results module reads them through `public.ts`): in the order the reviews were made, each with
 * the expert who wrote it; the caller decides what of the expert leaves.
 */
export async function declarationReviews(db: DbOrTx, declarationId: number): Promise<DeclarationReviews> {
  const [declaration] = await db
    .select({ editionId: declarations.editionId, awardId: declarations.awardId })
    .from(declarations)
    .where(eq(declarations.id, declarationId));
  if (!declaration) return { scale: 100, standards: [], reviews: [] };
  const [settings] = await db
    .select({ scale: reviewSettings.scoreScale })
    .from(reviewSettings)
    .where(eq(reviewSettings.editionId, declaration.editionId));
  const standards = await standardsOf(db, declaration.editionId, declaration.awardId);
  const rows = await db
    .select({
      expertId: reviews.expertId,
      expertName: experts.expertName,
      organisation: experts.organisation,
      scores: reviews.scores,
      total: reviews.total,
      comment: reviews.comment,
    })
    .from(reviews)
    .innerJoin(experts, eq(experts.id, reviews.expertId))
    .where(and(eq(reviews.declarationId, declarationId), eq(reviews.status, 'submitted')))
    .orderBy(asc(reviews.id));
  return {
    scale: settings?.scale ?? 100,
    standards: standards.map(({ description: _, ...s }) => s),
    reviews: rows,
  };
}
