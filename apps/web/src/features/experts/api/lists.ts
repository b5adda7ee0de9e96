import type { EditionOption } from '@awards/shared/editions';
import type {
  EditionPoolQuery,
  ExpertRecycleQuery,
  ExpertView,
  PoolExpertView,
} from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { EXPERTS_KEY } from './expertPage';

export type RecycleFilters = Omit<ExpertRecycleQuery, 'pageNum' | 'pageSize'>;
export type PoolFilters = Omit<EditionPoolQuery, 'pageNum' | 'pageSize'>;
export const RECYCLE_KEY = [...EXPERTS_KEY, 'recycle'] as const;
export const POOL_KEY = [...EXPERTS_KEY, 'pool'] as const;

/** `recycleList` (EXPERT_RECYCLE): deleted experts, masked. */
export const fetchRecyclePage = (query: RecycleFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<ExpertView>>('/rest/expert/recycleList', query, { allowRepeat: true });

/** `pool/page` (EXPERT_VIEW): an edition's pool, last pushed first. */
export const fetchPoolPage = (query: PoolFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<PoolExpertView>>('/rest/expert/pool/page', query, { allowRepeat: true });

/** The editions to choose from (`/rest/edition/options`, any signed-in user), newest first. */
export function useEditionOptions() {
  return useQuery({
    queryKey: [...EXPERTS_KEY, 'editions'],
    queryFn: () => http.post<EditionOption[]>('/rest/edition/options', {}, { allowRepeat: true }),
  });
}
