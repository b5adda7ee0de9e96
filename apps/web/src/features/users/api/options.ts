import type { OrganNode } from '@awards/shared/organisations';
import type { RoleView } from '@awards/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** A node of `/rest/organ/treeOptions`: the organisation tree's fields a picker needs. */
export type OrganOption = Pick<
  OrganNode,
  'organId' | 'organCode' | 'organName' | 'organType' | 'key' | 'title' | 'value' | 'leaf'
> & { children: OrganOption[] };

/** `POST /rest/organ/treeOptions` (any signed-in user): usable organisations within the scope. */
export function useOrganOptions() {
  return useQuery({
    queryKey: ['users', 'organOptions'],
    queryFn: () => http.post<OrganOption[]>('/rest/organ/treeOptions'),
    staleTime: 60_000,
  });
}

/** `POST /rest/role/all` (any signed-in user): the roles the form's picker offers. */
export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: ['users', 'roleOptions'],
    queryFn: () => http.post<RoleView[]>('/rest/role/all'),
    staleTime: 60_000,
    enabled,
  });
}

/** The tree flattened in order, each name indented by its depth (the search form's plain select). */
export function flattenOrgans(nodes: OrganOption[], depth = 0): { value: number; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.organId, label: `${'\u3000'.repeat(depth)}${node.organName}` },
    ...flattenOrgans(node.children, depth + 1),
  ]);
}
