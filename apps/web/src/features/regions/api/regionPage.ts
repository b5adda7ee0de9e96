import type { Page } from '@awards/shared/paging';
import type { RegionPageQuery, RegionView } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** The list's filters: parent, level, keyword (code prefix or name). */
export type RegionFilters = Omit<RegionPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['regions']: one invalidation after a change. */
export const REGIONS_KEY = ['regions'] as const;
export const REGION_PAGE_KEY = [...REGIONS_KEY, 'page'] as const;

/** `POST /rest/region/list` (REGION_VIEW). */
export function fetchRegionPage(query: RegionFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<RegionView>>('/rest/region/list', query);
}

/**
 * One region by its code, for a breadcrumb named in the address (`?within=110000`): the list
 * filtered on the code (a six-digit prefix is the code itself). A region walked into is put
 * here first, so only a link or a reload asks.
 */
export function useRegionByCode(code: string) {
  return useQuery({
    queryKey: [...REGIONS_KEY, 'byCode', code],
    queryFn: async () =>
      (await fetchRegionPage({ keyword: code, pageNum: 1, pageSize: 1 })).result.find(
        (region) => region.code === code,
      ) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
