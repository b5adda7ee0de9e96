import type { ExpertFilter, ExpertView } from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

export type ExpertFilters = ExpertFilter;
type Paged<F> = F & { pageNum: number; pageSize: number };

/** Everything this feature caches sits under ['experts']: one invalidation after a change. */
export const EXPERTS_KEY = ['experts'] as const;
export const EXPERT_PAGE_KEY = [...EXPERTS_KEY, 'page'] as const;

/** `page` (EXPERT_VIEW): live experts, newest first, ID number and bank account masked. */
export const fetchExpertPage = (query: Paged<ExpertFilters>) =>
  // Not guarded: the refetch after an action may come within 500 ms of the previous one.
  http.post<Page<ExpertView>>('/rest/expert/page', query, { allowRepeat: true });

/** `auditPage` (EXPERT_AUDIT): the pending experts, so the audit page needs no EXPERT_VIEW. */
export const fetchExpertAuditPage = (query: Paged<ExpertFilters>) => {
  const { status: _always, ...filters } = query;
  return http.post<Page<ExpertView>>('/rest/expert/auditPage', filters, { allowRepeat: true });
};

/** `detail` (EXPERT_VIEW): sensitive fields in full only for holders of EXPERT_VIEW_SENSITIVE. */
export function useExpertDetail(expertId: number | null) {
  return useQuery({
    queryKey: [...EXPERTS_KEY, 'detail', expertId],
    // The drawer shows a failure in place (DetailState: the reason and a retry).
    queryFn: () => http.post<ExpertView>('/rest/expert/detail', { expertId }, { shownInPlace: true }),
    enabled: expertId !== null,
    retry: false,
  });
}
