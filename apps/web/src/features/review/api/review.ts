import type { EditionView } from '@awards/shared/editions';
import type { Page } from '@awards/shared/paging';
import type { ScoreRow } from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const REVIEW_KEY = ['review'] as const;
export const REVIEW_PATHS = {
  scores: '/rest/review/scores',
  progress: '/rest/review/progress',
  editions: '/rest/edition/page',
} as const;

export interface ScoreTable {
  normalisation: string;
  scale: number;
  rows: ScoreRow[];
}
export interface ExpertProgress {
  expertId: number;
  expertName: string;
  assigned: number;
  drafted: number;
  submitted: number;
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

/** Assigned, drafted and submitted reviews per expert (REVIEW_VIEW). */
export const progressQuery = (editionId: number | null) =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'progress', editionId],
    queryFn: () => http.post<ExpertProgress[]>(REVIEW_PATHS.progress, { editionId }, quiet),
  });
