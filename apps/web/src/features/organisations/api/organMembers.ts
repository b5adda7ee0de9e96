import type { OrganAdmin, OrganUsersQuery } from '@awards/shared/organisations';
import type { Page } from '@awards/shared/paging';
import type { UserFilter, UserView } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORGANS_KEY } from './organTree';

export type MemberFilters = Omit<OrganUsersQuery, 'pageNum' | 'pageSize'>;
export const ORGAN_USERS_KEY = [...ORGANS_KEY, 'users'] as const;

/** `users` (DEPART_USER): users of the organisation, and below it unless includeChildren is false. */
export const fetchOrganUsers = (query: MemberFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<UserView>>('/rest/organ/users', query);

/** `/rest/user/page` (USER_VIEW): the candidates the picker offers. */
export const fetchUserCandidates = (query: UserFilter & { pageNum: number; pageSize: number }) =>
  http.post<Page<UserView>>('/rest/user/page', query);

/** `admins` (DEPART_VIEW): the organisation's administrators. */
export function useOrganAdmins(organId: number) {
  return useQuery({
    queryKey: [...ORGANS_KEY, 'admins', organId],
    queryFn: () => http.post<OrganAdmin[]>('/rest/organ/admins', { organId }),
  });
}

type Change = { organId: number; userIds: number[] };

/**
 * `bindUsers` (DEPART_USER) moves users into the organisation; `addAdmins` / `deleteAdmins`
 * (DEPART_EDIT, no time-out per spec 001 §7: the client's default) change its administrators.
 */
export function useOrganMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...change }: Change & { action: 'bindUsers' | 'addAdmins' | 'deleteAdmins' }) =>
      http.post(`/rest/organ/${action}`, change, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANS_KEY }),
  });
}
