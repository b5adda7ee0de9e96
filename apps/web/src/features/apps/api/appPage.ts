import type { AppPageQuery, AppView } from '@awards/shared/apps';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';

/** The list's filters: the page request's, minus paging. */
export type AppFilters = Omit<AppPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['apps']: one invalidation after a change. */
export const APPS_KEY = ['apps'] as const;
export const APP_PAGE_KEY = [...APPS_KEY, 'page'] as const;

/** `POST /rest/app/page` (APP_VIEW). */
export function fetchAppPage(
  query: AppFilters & { pageNum: number; pageSize: number },
): Promise<Page<AppView>> {
  return http.post<Page<AppView>>('/rest/app/page', query);
}
