import type { OrganNode } from '@awards/shared/organisations';
import type { Page } from '@awards/shared/paging';
import type { RoleView } from '@awards/shared/roles';
import type { UserFilter, UserView } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** A node of `/rest/organ/treeOptions`: the fields the organisation picker needs. */
export type OrganOption = Pick<OrganNode, 'organId' | 'organName'> & { children: OrganOption[] };

/**
 * `/rest/user/page` (USER_VIEW): the users the picker offers. There is no login-level user
 * list yet, so without USER_VIEW the picker is hidden (or, for notices, only "everyone" works).
 */
export function fetchUserCandidates(query: UserFilter & { pageNum: number; pageSize: number }) {
  return http.post<Page<UserView>>('/rest/user/page', query);
}

/** `/rest/organ/treeOptions` (any signed-in user): the organisations within the data scope. */
export { useOrganOptions } from '../../api/lookups/organOptions';

/** `/rest/role/all` (any signed-in user): every role. */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['receivers', 'roleOptions'],
    queryFn: () => http.post<RoleView[]>('/rest/role/all'),
    staleTime: 60_000,
  });
}
