import type { Page } from '@awards/shared/paging';
import type { RoleUsersQuery } from '@awards/shared/roles';
import type { UserFilter, UserView } from '@awards/shared/users';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLES_KEY } from './rolePage';

export type MemberFilters = Omit<RoleUsersQuery, 'pageNum' | 'pageSize'>;
export const ROLE_USERS_KEY = [...ROLES_KEY, 'users'] as const;

/** `users` (ROLE_USER): holders of the role within the caller's data scope, paged. */
export function fetchRoleUsers(query: MemberFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<UserView>>('/rest/role/users', query);
}

/**
 * `unboundUsers` (ROLE_USER): the live users not holding the role, the picker's
 * candidates, so binding users needs no USER_VIEW.
 */
export const unboundUsersOf =
  (roleId: number) => (query: UserFilter & { pageNum: number; pageSize: number }) =>
    http.post<Page<UserView>>('/rest/role/unboundUsers', { ...query, roleId });

/** `addUsers` / `deleteUsers` (ROLE_USER). Silent: keeping the last administrator is told by the drawer. */
export function useRoleMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      roleId,
      userIds,
    }: {
      action: 'add' | 'delete';
      roleId: number;
      userIds: number[];
    }) => http.post(`/rest/role/${action}Users`, { roleId, userIds }, { silent: true }),
    // The user counts of the list change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}
