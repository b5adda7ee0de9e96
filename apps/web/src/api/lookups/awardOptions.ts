import type { AwardOption } from '@awards/shared/awards';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/**
 * The one cache key of the enabled awards pickers offer (editions, declarations, examination);
 * a change to the awards invalidates it.
 */
export const AWARD_OPTIONS_KEY = ['lookups', 'awardOptions'] as const;

/** `POST /rest/prize/options` (any signed-in user): the enabled awards. */
export function useAwardOptions(enabled = true) {
  return useQuery({
    queryKey: AWARD_OPTIONS_KEY,
    queryFn: () => http.post<AwardOption[]>('/rest/prize/options', {}, { allowRepeat: true }),
    enabled,
  });
}
