import type { MenuPreferences, MenuRef } from '@awards/shared/preferences';
import { http } from '@awards/web-common/http';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type { MenuPreferences };

export const menuPreferencesKey = ['preference', 'menus'] as const;

export function getMenuPreferences(): Promise<MenuPreferences> {
  return http.post<MenuPreferences>('/rest/preference/menus', {});
}

export const menuPreferencesQueryOptions = () =>
  queryOptions({ queryKey: menuPreferencesKey, queryFn: getMenuPreferences });

export function useMenuPreferences(enabled: boolean) {
  return useQuery({ ...menuPreferencesQueryOptions(), enabled });
}

/** Star or unstar; the server answers the new lists, which replace the cached ones. */
export function useToggleStar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ menuId, starred }: { menuId: number; starred: boolean }) => {
      const ref: MenuRef = { menuId };
      return http.post<MenuPreferences>(starred ? '/rest/preference/unstar' : '/rest/preference/star', ref);
    },
    onSuccess: (data) => queryClient.setQueryData(menuPreferencesKey, data),
  });
}
