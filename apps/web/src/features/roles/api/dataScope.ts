import type { OrganNode } from '@awards/shared/organisations';
import type { RoleDataScope } from '@awards/shared/roles';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLES_KEY } from './rolePage';

/** `dataScope` (ROLE_VIEW): the role's scope and, for scope 5, its organisations. */
export function useRoleDataScope(roleId: number) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'dataScope', roleId],
    queryFn: () => http.post<RoleDataScope>('/rest/role/dataScope', { roleId }),
  });
}

/** `bindDataScope` (ROLE_EDIT): organIds count only for scope 5; any other scope clears them. */
export function useBindDataScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: RoleDataScope) =>
      http.post<RoleDataScope>('/rest/role/bindDataScope', scope, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}

/** A node of `/rest/organ/treeOptions`: the organisation tree's fields a picker needs. */
export type OrganOption = Pick<
  OrganNode,
  'organId' | 'organCode' | 'organName' | 'key' | 'title' | 'leaf'
> & {
  children: OrganOption[];
};

/** `treeOptions` (any signed-in user): the usable organisations, for the custom scope and the owner. */
export { useOrganOptions } from '../../../api/lookups/organOptions';
