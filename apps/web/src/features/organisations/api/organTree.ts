import type { OrganNode, OrganView } from '@awards/shared/organisations';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** Everything this feature caches sits under ['organisations']: one invalidation after a change. */
export const ORGANS_KEY = ['organisations'] as const;

/** `POST /rest/organ/tree` (DEPART_VIEW): the whole tree within the data scope, in sort order. */
export function useOrganTree() {
  return useQuery({
    queryKey: [...ORGANS_KEY, 'tree'],
    queryFn: () => http.post<OrganNode[]>('/rest/organ/tree'),
  });
}

/** `detail` (DEPART_VIEW): one organisation with every field, fresh for the form. */
export function useOrgan(organId: number | null) {
  return useQuery({
    queryKey: [...ORGANS_KEY, 'detail', organId],
    queryFn: () => http.post<OrganView>('/rest/organ/detail', { organId }),
    enabled: organId !== null,
  });
}
