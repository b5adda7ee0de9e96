import type { MenuPageQuery, MenuView } from '@awards/shared/menus';
import { showingFailuresInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The tree's filters: the list's own, minus paging. */
export type MenuTreeFilters = Pick<MenuPageQuery, 'appId' | 'menuName'>;

/** Everything cached by this feature sits under ['menus']: one invalidation after a change. */
export const MENUS_KEY = ['menus'] as const;

/** `POST /rest/menu/tree`: every menu (hidden, disabled too) with its buttons; a name filter keeps ancestors. */
export function fetchMenuTree(filters: MenuTreeFilters): Promise<MenuView[]> {
  return http.post<MenuView[]>('/rest/menu/tree', filters);
}

export function useMenuTree(filters: MenuTreeFilters) {
  return useQuery({
    queryKey: [...MENUS_KEY, 'tree', filters],
    // The page shows a failure in place (its error state with a retry), not as a notice.
    queryFn: () => showingFailuresInPlace(() => fetchMenuTree(filters)),
    placeholderData: keepPreviousData,
  });
}
