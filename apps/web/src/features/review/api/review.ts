import type { EditionView } from '@awards/shared/editions';
import type { Page } from '@awards/shared/paging';
import type {
  RemindOutcome,
  ReviewClose,
  ReviewItem,
  ReviewProgress,
  ReviewRemind,
  ReviewStanding,
  ScoreRow,
} from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const REVIEW_KEY = ['review'] as const;
export const REVIEW_PATHS = {
  scores: '/rest/review/scores',
  progress: '/rest/review/progress',
  reviews: '/rest/review/reviews',
  reopen: '/rest/review/reopen',
  close: '/rest/review/close',
  remind: '/rest/review/remind',
  editions: '/rest/edition/page',
} as const;

export interface ScoreTable {
  normalisation: string;
  scale: number;
  rows: ScoreRow[];
}

const quiet = { silent: true, allowRepeat: true } as const;

/** The editions to choose from (EDITION_VIEW), newest first. */
export const useReviewEditions = () =>
  useQuery({
    queryKey: [...REVIEW_KEY, 'editions'],
    queryFn: () => http.post<Page<EditionView>>(REVIEW_PATHS.editions, { pageNum: 1, pageSize: 100 }, quiet),
    select: (page) => page.result,
    staleTime: 60_000,
  });

/** The score table: every method side by side, ranked by the edition's locked one (REVIEW_VIEW). */
export const scoreTableQuery = (editionId: number | null) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'scores', editionId],
    queryFn: () => http.post<ScoreTable>(REVIEW_PATHS.scores, { editionId }, quiet),
  });
export const useScoreTable = (editionId: number | null) =>
  useQuery({ ...scoreTableQuery(editionId), enabled: editionId !== null });

/** Where the review stands, and assigned, drafted, submitted, overdue per group and expert (REVIEW_VIEW). */
export const progressQuery = (editionId: number | null) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'progress', editionId],
    queryFn: () => http.post<ReviewProgress>(REVIEW_PATHS.progress, { editionId }, quiet),
  });
export const useProgress = (editionId: number | null) =>
  useQuery({ ...progressQuery(editionId), enabled: editionId !== null });

/** One expert's reviews in the edition (REVIEW_VIEW): what a submitted one is reopened from. */
export const useExpertReviews = (editionId: number, expertId: number) =>
  useQuery({
    queryKey: [...REVIEW_KEY, 'reviews', editionId, expertId],
    queryFn: () => http.post<ReviewItem[]>(REVIEW_PATHS.reviews, { editionId, expertId }, quiet),
  });

const silent = { silent: true } as const;
function useReviewMutation<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}

/** Reopen a submitted review, with the reason (REVIEW_REOPEN). */
export const useReopen = () =>
  useReviewMutation((values: { reviewId: number; reason: string }) =>
    http.post<{ reviewId: number; status: 'draft' }>(REVIEW_PATHS.reopen, values, silent),
  );
/** Close the review although reviews are missing, with the reason (REVIEW_CLOSE). */
export const useCloseReview = () =>
  useReviewMutation((values: ReviewClose) => http.post<ReviewStanding>(REVIEW_PATHS.close, values, silent));
/** Remind the experts with unsubmitted reviews, of the edition or one group (REVIEW_REMIND). */
export const useRemind = () =>
  useReviewMutation((values: ReviewRemind) => http.post<RemindOutcome>(REVIEW_PATHS.remind, values, silent));
