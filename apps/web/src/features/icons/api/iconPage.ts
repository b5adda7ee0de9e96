import type { IconPageQuery, IconView } from '@awards/shared/icons';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

export type IconFilters = Omit<IconPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['icons']: one invalidation after a change. */
export const ICONS_KEY = ['icons'] as const;
export const ICON_PAGE_KEY = [...ICONS_KEY, 'page'] as const;

/** `POST /rest/icon/page` (ICON_VIEW). */
export function fetchIconPage(query: IconFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<IconView>>('/rest/icon/page', query);
}

/** Every icon (tens at most): what an edit link (?form=edit:<iconId>) is resolved against. */
export function useAllIcons(enabled: boolean) {
  return useQuery({
    queryKey: [...ICONS_KEY, 'all'],
    queryFn: async () => (await fetchIconPage({ pageNum: 1, pageSize: 500 })).result,
    enabled,
  });
}

/** One icon, found in the whole list (there is no call for one): missing once the list is in, it is gone. */
export function useIcon(iconId: number | null) {
  const all = useAllIcons(iconId !== null);
  return {
    data: all.data?.find((icon) => icon.iconId === iconId),
    isSuccess: all.isSuccess,
    isError: all.isError,
    error: all.error,
  };
}
