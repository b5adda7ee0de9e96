import type { Page } from '@awards/shared/paging';
import type { RegionPageQuery, RegionView } from '@awards/shared/regions';
import { http } from '@awards/web-common/http';

/** The list's filters: parent, level, keyword (code prefix or name). */
export type RegionFilters = Omit<RegionPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['regions']: one invalidation after a change. */
export const REGIONS_KEY = ['regions'] as const;
export const REGION_PAGE_KEY = [...REGIONS_KEY, 'page'] as const;

/** `POST /rest/region/list` (REGION_VIEW). */
export function fetchRegionPage(query: RegionFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<RegionView>>('/rest/region/list', query);
}
