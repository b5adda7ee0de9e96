import type { AppOption } from '@awards/shared/apps';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** `POST /rest/app/selectList` ('login'): the apps an entry may be limited to. */
export function useAppOptions() {
  return useQuery({
    queryKey: ['dictionaries', 'apps'],
    queryFn: () => http.post<AppOption[]>('/rest/app/selectList'),
    staleTime: 5 * 60_000,
  });
}
