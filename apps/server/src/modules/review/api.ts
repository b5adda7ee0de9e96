import { confirmedConflicts, groupDeclarationIds, groupRef } from './meeting-reads';
import type { ReviewApi } from './public';
import type { ScoreService } from './scores';
import { declarationReviews } from './summary-reads';

/** What the review offers other modules, over its score service: the app's and a demo seed's. */
export function reviewApi(scores: ScoreService): ReviewApi {
  return {
    scoreTable: (editionId, db) => scores.table(editionId, db),
    awardScores: (editionId, awardId, db) => scores.awardScores(editionId, awardId, db),
    calibrationFigures: (editionId, options) => scores.figures(editionId, options),
    group: groupRef,
    groupDeclarationIds,
    confirmedConflicts,
    declarationReviews,
  };
}
