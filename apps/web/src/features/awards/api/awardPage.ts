import type { AwardPageQuery, AwardView } from '@awards/shared/awards';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** The award calls (docs/domain.md "Awards"); shared names no paths for them. */
export const AWARD_PATHS = {
  page: '/rest/prize/page',
  detail: '/rest/prize/detail',
  add: '/rest/prize/add',
  update: '/rest/prize/update',
  delete: '/rest/prize/delete',
  updateStatus: '/rest/prize/updateStatus',
  grades: '/rest/prize/grades/save',
  standards: '/rest/prize/standards/save',
  flow: '/rest/prize/flow/save',
} as const;

export type AwardFilters = Omit<AwardPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['awards']: one invalidation after a change. */
export const AWARDS_KEY = ['awards'] as const;

/** page (PRIZE_VIEW): awards with their grades, standards, flow and edition count. */
export const fetchAwardPage = (query: AwardFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<AwardView>>(AWARD_PATHS.page, query, { allowRepeat: true });

/** detail (PRIZE_VIEW): one award, for the form and the drawer opened by a link. */
export function useAward(awardId: number | null) {
  return useQuery({
    queryKey: [...AWARDS_KEY, 'detail', awardId],
    queryFn: () => http.post<AwardView>(AWARD_PATHS.detail, { awardId }, { silent: true, allowRepeat: true }),
    enabled: awardId !== null,
    retry: false,
  });
}
