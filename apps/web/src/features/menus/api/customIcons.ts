import type { CustomIcon } from '@awards/shared/home';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/** `POST /rest/icon/list` ('login'): the custom icons a menu may show as `custom:<iconId>`. */
export const fetchCustomIcons = async () =>
  (await http.post<{ icons: CustomIcon[] }>('/rest/icon/list')).icons;

export function useCustomIcons() {
  return useQuery({ queryKey: ['menus', 'icons'], queryFn: fetchCustomIcons, staleTime: 5 * 60_000 });
}
