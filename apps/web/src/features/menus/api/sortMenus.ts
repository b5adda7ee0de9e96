import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENUS_KEY } from './menuTree';
import { useRefreshPortalMenu } from './portalMenu';

/** Every child of one parent, in the new order (a missing sibling is a 409: someone added one). */
export interface MenuSort {
  parentMenuId: number | null;
  menuIds: number[];
}

export function sortMenus(body: MenuSort): Promise<null> {
  return http.post<null>('/rest/menu/sort', body);
}

export function useSortMenus() {
  const queryClient = useQueryClient();
  const refreshPortal = useRefreshPortalMenu();
  return useMutation({
    mutationFn: sortMenus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
    onSuccess: () => void refreshPortal(),
  });
}
