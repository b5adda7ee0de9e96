import type { RoleAdd, RoleUpdate, RoleView } from '@awards/shared/roles';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLES_KEY } from './rolePage';

export type RoleSave = { kind: 'add'; values: RoleAdd } | { kind: 'update'; values: RoleUpdate };

/**
 * add (ROLE_ADD) or update (ROLE_EDIT), the role wrapped as `roleEntity` (spec 001 §7); field
 * errors come back keyed `roleEntity.<field>`. Silent: the form shows failures on its fields.
 */
export function saveRole({ kind, values }: RoleSave): Promise<RoleView> {
  return http.post<RoleView>(`/rest/role/${kind}`, { roleEntity: values }, { silent: true });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}

/** `delete` (ROLE_DEL): refused (422) while anybody holds the role; silent, the page says why. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) => http.post('/rest/role/delete', { roleId }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}

/** `checkRoleCode` (ROLE_VIEW): 409 with the server's message when another role has the code. */
export const checkRoleCode = (roleCode: string, roleId?: number) =>
  http.post('/rest/role/checkRoleCode', { roleCode, roleId }, { silent: true, allowRepeat: true });
