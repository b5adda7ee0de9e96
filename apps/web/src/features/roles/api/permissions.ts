import type { PermissionNode, RolePermission } from '@awards/shared/roles';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES_KEY } from './rolePage';

/** `permissionTree` (ROLE_MENU): every live menu with its buttons. */
export function usePermissionTree() {
  return useQuery({
    queryKey: [...ROLES_KEY, 'permissionTree'],
    queryFn: () => http.post<PermissionNode[]>('/rest/role/permissionTree'),
  });
}

/** `getPermission` (ROLE_MENU): the menu and button ids the role holds. */
export function useRolePermission(roleId: number) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'permission', roleId],
    queryFn: () => http.post<RolePermission>('/rest/role/getPermission', { roleId }),
    // Always the stored grants when the drawer opens, not what an earlier visit cached.
    gcTime: 0,
  });
}

/**
 * `bindPermission` (ROLE_MENU): replaces both sets; the server adds each button's menu and
 * each menu's ancestors. Spec 001 §7 says no time-out: the client's default (1,000 s), never
 * the 90 s of postWithTimeout.
 */
export function useBindPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: RolePermission) =>
      http.post<RolePermission>('/rest/role/bindPermission', grant, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}
