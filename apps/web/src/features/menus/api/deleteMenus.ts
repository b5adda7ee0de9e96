import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENUS_KEY } from './menuTree';
import { useRefreshPortalMenu } from './portalMenu';

/** The 422 of a delete that reaches child menus: the portal asks, then resends with cascade. */
export interface CascadeNeeded {
  menuId: number;
  childCount: number;
  needsCascade: true;
}

export interface MenuDelete {
  menuIds: number[];
  cascade?: boolean;
}

/** `delete` (MENU_DEL) for one, `deleteBatch` (MENU_BATCHDEL, all or none) for several. Silent: see useDeleteMenus. */
export function deleteMenus({ menuIds, cascade }: MenuDelete): Promise<null> {
  const [menuId] = menuIds;
  return menuIds.length === 1
    ? http.post<null>('/rest/menu/delete', { menuId, cascade }, { silent: true })
    : http.post<null>('/rest/menu/deleteBatch', { menuIds, cascade }, { silent: true });
}

export function needsCascade(error: unknown): error is ApiError<CascadeNeeded> {
  return error instanceof ApiError && (error.dataSet as CascadeNeeded | null)?.needsCascade === true;
}

export function useDeleteMenusMutation() {
  const queryClient = useQueryClient();
  const refreshPortal = useRefreshPortalMenu();
  return useMutation({
    mutationFn: deleteMenus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MENUS_KEY });
      void refreshPortal();
    },
  });
}
