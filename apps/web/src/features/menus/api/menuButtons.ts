import type { ButtonAdd, ButtonEdit, MenuButtonView } from '@awards/shared/menus';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENUS_KEY } from './menuTree';
import { useRefreshPortalMenu } from './portalMenu';

/** `POST /rest/menu/getButtons` (MENU_VIEW). */
export const fetchButtons = (menuId: number) =>
  http.post<MenuButtonView[]>('/rest/menu/getButtons', { menuId });

export function useMenuButtons(menuId: number | null) {
  return useQuery({
    queryKey: [...MENUS_KEY, 'buttons', menuId],
    queryFn: () => fetchButtons(menuId ?? 0),
    enabled: menuId !== null,
  });
}

export type ButtonSave = { kind: 'add'; values: ButtonAdd } | { kind: 'edit'; values: ButtonEdit };

/** addButton / editButton (MENU_EDIT: buttons are part of the menu). Silent: the form shows failures. */
export function saveButton({ kind, values }: ButtonSave): Promise<MenuButtonView> {
  const path = kind === 'add' ? '/rest/menu/addButton' : '/rest/menu/editButton';
  return http.post<MenuButtonView>(path, values, { silent: true });
}

/** deleteButton (MENU_EDIT); a built-in button is refused. */
export const deleteButton = (buttonId: number) => http.post<null>('/rest/menu/deleteButton', { buttonId });

/** A button change alters the tree (its buttons) and the signed-in user's permission codes. */
function useButtonMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const refreshPortal = useRefreshPortalMenu();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MENUS_KEY });
      void refreshPortal();
    },
  });
}

export const useSaveButton = () => useButtonMutation(saveButton);
export const useDeleteButton = () => useButtonMutation(deleteButton);
