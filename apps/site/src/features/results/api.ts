import type { ReviewSummaryView } from '@awards/shared/outputs';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** The declaring unit's review summary of one of its declarations (anonymised by the server). */
export const useReviewSummary = (declarationId: number) =>
  useQuery({
    queryKey: ['results', 'reviewSummary', declarationId],
    queryFn: () =>
      http.post<ReviewSummaryView>('/rest/declarer/reviewSummary', { declarationId }, { shownInPlace: true }),
    enabled: Number.isInteger(declarationId) && declarationId > 0,
    retry: false,
  });
