import type { Page } from '@awards/shared/paging';
import type { UserFilter, UserView } from '@awards/shared/users';
import { http } from '@awards/web-common/http';

/** The list's filters as the search form emits them (the export takes the same). */
export type UserFilters = UserFilter;

/** Everything this feature caches sits under ['users']: one invalidation after a change. */
export const USERS_KEY = ['users'] as const;
export const USER_PAGE_KEY = [...USERS_KEY, 'page'] as const;

/** `POST /rest/user/page` (USER_VIEW): newest first; orgId includes the organisations below. */
export function fetchUserPage(query: UserFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<UserView>>('/rest/user/page', query);
}
