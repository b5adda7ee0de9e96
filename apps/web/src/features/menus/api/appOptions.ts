import type { AppOption } from '@awards/shared/apps';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** `POST /rest/app/selectList` ('login'): the apps a menu may belong to. */
export const fetchAppOptions = () => http.post<AppOption[]>('/rest/app/selectList');

export function useAppOptions() {
  return useQuery({ queryKey: ['menus', 'apps'], queryFn: fetchAppOptions, staleTime: 5 * 60_000 });
}
