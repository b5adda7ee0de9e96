import type { Page } from '@awards/shared/paging';
import type { LayoutPageQuery, LayoutView } from '@awards/shared/themes';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

export type LayoutFilters = Omit<LayoutPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['layouts']: one invalidation after a change. */
export const LAYOUTS_KEY = ['layouts'] as const;
export const LAYOUT_PAGE_KEY = [...LAYOUTS_KEY, 'page'] as const;

/** `POST /rest/layout/query` (LAYOUT_VIEW). */
export function fetchLayoutPage(query: LayoutFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<LayoutView>>('/rest/layout/query', query);
}

/** `POST /rest/layout/getById` (LAYOUT_VIEW): the layout an edit link (?form=edit:<layoutId>) names. */
export function useLayout(layoutId: number | null) {
  return useQuery({
    queryKey: [...LAYOUTS_KEY, 'one', layoutId],
    queryFn: () => http.post<LayoutView>('/rest/layout/getById', { layoutId }),
    enabled: layoutId !== null,
  });
}
