import type { OrganOption } from '@awards/shared/organisations';
import type { RoleOption } from '@awards/shared/roles';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import type { SearchTreeNode } from '../../../components/SearchForm/types';

/** `POST /rest/organ/treeOptions` (any signed-in user): usable organisations within the scope. */
export { useOrganOptions } from '../../../api/lookups/organOptions';
export type { OrganOption };

/**
 * `POST /rest/role/all` (any signed-in user): the roles the form's picker offers, each
 * flagged `grantable` for the signed-in user (docs/security.md "Granting roles").
 */
export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: () => http.post<RoleOption[]>('/rest/role/all'),
    staleTime: 60_000,
    enabled,
  });
}

/**
 * The role picker's options, named by `nameOf` (the interface language's): a role the
 * signed-in user may not grant is shown but cannot be ticked or unticked (the server
 * refuses it anyway, naming the role).
 */
export function roleChoices(
  roles: RoleOption[] | undefined,
  notGrantable: string,
  nameOf: (role: RoleOption) => string = (role) => role.roleName,
) {
  return (roles ?? []).map((role) => ({
    value: role.roleId,
    label: nameOf(role),
    disabled: role.grantable === false,
    title: role.grantable === false ? notGrantable : nameOf(role),
  }));
}

/** The organisation tree as the search form's tree-select nodes. */
export function organTreeNodes(nodes: OrganOption[]): SearchTreeNode[] {
  return nodes.map((node) => ({
    title: node.organName,
    value: node.organId,
    children: organTreeNodes(node.children),
  }));
}
