import type { Db, DbOrTx } from '../../db/client';
import { type DeclarationsApi, demoLifecycle } from '../declarations/public';
import { reviewApi } from './api';
import { ReviewProgressService } from './progress';
import type { ReviewApi } from './public';
import { ScoreService } from './scores';

/**
 * The review's API and the lifecycle over a demo seed's transaction, for a later module's
 * `seedDemo` (the meeting's, the results'): built as the module builds them, the lifecycle
 * asking the review whether a declaration's expert review is done, as it does in the app.
 */
export function demoReview(tx: DbOrTx): { review: ReviewApi; lifecycle: DeclarationsApi } {
  const db = tx as Db;
  const scores = new ScoreService(db);
  const progress = new ReviewProgressService(db);
  const lifecycle = demoLifecycle(tx);
  lifecycle.answerExpertReviewDone((t, d) => progress.expertReviewDone(t, d));
  return {
    review: reviewApi(scores),
    lifecycle,
  };
}
