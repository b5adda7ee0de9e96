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
