import { App } from 'antd';
import { useSortMenus } from '../api/sortMenus';
import { useMenusT } from '../i18n';
import { type MenuRow, moved } from '../menuRows';

/** Move up / move down (MENU_SORT): the parent's children in their new order, all of them. */
export function useMoveMenu(): (row: MenuRow, delta: -1 | 1) => Promise<void> {
  const { t } = useMenusT();
  const { message } = App.useApp();
  const sort = useSortMenus();
  return async (row, delta) => {
    const menuIds = moved(row.siblingIds, row.menuId, delta);
    if (!menuIds) return;
    try {
      await sort.mutateAsync({ parentMenuId: row.parentMenuId, menuIds });
      void message.success(t('done.sorted'));
    } catch {
      // Told by the HTTP client (a 409 when a sibling appeared meanwhile); the tree reloads.
    }
  };
}
