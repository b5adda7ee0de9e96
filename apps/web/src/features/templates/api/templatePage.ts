import type { Page } from '@awards/shared/paging';
import { TEMPLATE_PATHS, type TemplatePageQuery, type TemplateView } from '@awards/shared/templates';
import { http } from '@awards/web-common/http';

export type TemplateFilters = Omit<TemplatePageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['templates']: one invalidation after a change. */
export const TEMPLATES_KEY = ['templates'] as const;
export const TEMPLATE_PAGE_KEY = [...TEMPLATES_KEY, 'page'] as const;

/** getTemplateByPage (MSGTEM_VIEW). */
export function fetchTemplatePage(query: TemplateFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<TemplateView>>(TEMPLATE_PATHS.page, query);
}
