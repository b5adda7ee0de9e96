import type { LayoutView } from '@awards/shared/themes';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

export type LayoutOption = Pick<LayoutView, 'layoutId' | 'layoutName' | 'menuMode'>;

/** `POST /rest/layout/selectList` ('login'): the layouts a theme may use. */
export function useLayoutOptions() {
  return useQuery({
    queryKey: ['themes', 'layouts'],
    queryFn: () => http.post<LayoutOption[]>('/rest/layout/selectList'),
    staleTime: 60_000,
  });
}
