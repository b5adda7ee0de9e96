import type { Page } from '@awards/shared/paging';
import type { ThemePageQuery, ThemeView } from '@awards/shared/themes';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

export type ThemeFilters = Omit<ThemePageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['themes']: one invalidation after a change. */
export const THEMES_KEY = ['themes'] as const;
export const THEME_PAGE_KEY = [...THEMES_KEY, 'page'] as const;

/** `POST /rest/theme/query` (THEME_VIEW). */
export function fetchThemePage(query: ThemeFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<ThemeView>>('/rest/theme/query', query);
}

/** `POST /rest/theme/getById` (THEME_VIEW): the theme an edit link (?form=edit:<themeId>) names. */
export function useTheme(themeId: number | null) {
  return useQuery({
    queryKey: [...THEMES_KEY, 'one', themeId],
    queryFn: () => http.post<ThemeView>('/rest/theme/getById', { themeId }),
    enabled: themeId !== null,
  });
}
