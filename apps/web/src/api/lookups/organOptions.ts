import type { OrganOption } from '@awards/shared/organisations';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

export type { OrganOption };

/**
 * The one cache key of the organisation tree pickers offer: the users' form and search, the
 * roles' data scope, the receivers of a message, the units of declarations and examination
 * all read it, so the tree is fetched once. A change to the organisations invalidates it.
 */
export const ORGAN_OPTIONS_KEY = ['lookups', 'organOptions'] as const;

/** `POST /rest/organ/treeOptions` (any signed-in user): the usable organisations within the data scope. */
export function useOrganOptions() {
  return useQuery({
    queryKey: ORGAN_OPTIONS_KEY,
    queryFn: () => http.post<OrganOption[]>('/rest/organ/treeOptions', {}, { allowRepeat: true }),
    staleTime: 60_000,
  });
}

export interface UnitNode {
  title: string;
  value: number;
  disabled: boolean;
  children: UnitNode[];
}

/**
 * The tree as picker nodes offering declaring units only (issue 14 item 7): a unit can be
 * chosen; an organisation above one stays, greyed, to place it; any other branch (办公室,
 * 评审部: the federation's own departments) is left out, as nothing in it can declare.
 */
export function declaringUnitNodes(nodes: readonly OrganOption[]): UnitNode[] {
  return nodes.flatMap((node) => {
    const children = declaringUnitNodes(node.children ?? []);
    const unit = node.organType === 'unit';
    if (!unit && children.length === 0) return [];
    return [{ title: node.organName, value: node.organId, disabled: !unit, children }];
  });
}
