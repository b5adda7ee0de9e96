import type { Page } from '@awards/shared/paging';
import type { RolePageQuery, RolePageRow } from '@awards/shared/roles';
import { http } from '@awards/web-common/http';

export type RoleFilters = Omit<RolePageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['roles']: one invalidation after a change. */
export const ROLES_KEY = ['roles'] as const;
export const ROLE_PAGE_KEY = [...ROLES_KEY, 'page'] as const;

/** `POST /rest/role/page` (ROLE_VIEW): roles with the number of users holding each. */
export function fetchRolePage(query: RoleFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<RolePageRow>>('/rest/role/page', query);
}
