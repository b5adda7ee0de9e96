import type { MenuAdd, MenuEdit, MenuView } from '@awards/shared/menus';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MENUS_KEY } from './menuTree';
import { useRefreshPortalMenu } from './portalMenu';

/** add (MENU_ADD, parent optional), addSub (MENU_ADDSUB, parent required) or edit (MENU_EDIT). */
export type MenuSave =
  | { kind: 'add'; values: MenuAdd }
  | { kind: 'addSub'; values: MenuAdd & { parentMenuId: number } }
  | { kind: 'edit'; values: MenuEdit };

const PATHS = { add: '/rest/menu/add', addSub: '/rest/menu/addSub', edit: '/rest/menu/edit' } as const;

/** Silent: the form shows the failure on its fields (formErrors.ts). */
export function saveMenu({ kind, values }: MenuSave): Promise<MenuView> {
  return http.post<MenuView>(PATHS[kind], values, { silent: true });
}

export function useSaveMenu() {
  const queryClient = useQueryClient();
  const refreshPortal = useRefreshPortalMenu();
  return useMutation({
    mutationFn: saveMenu,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MENUS_KEY });
      void refreshPortal();
    },
  });
}
