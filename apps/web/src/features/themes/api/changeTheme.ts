import type { ThemeCreate, ThemeUpdate, ThemeView } from '@awards/shared/themes';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { THEMES_KEY } from './themePage';

export type ThemeChange =
  | { kind: 'create'; values: ThemeCreate }
  | { kind: 'update'; values: ThemeUpdate }
  | { kind: 'delete'; values: { themeId: number } }
  | { kind: 'setGlobalDefault'; values: { themeId: number } };

/**
 * create / update / delete / setGlobalDefault (THEME_ADD / _EDIT / _DEL / _ENABLE).
 * Silent: the form and the page show failures in the user's language.
 */
export function changeTheme({ kind, values }: ThemeChange): Promise<ThemeView | null> {
  return http.post<ThemeView | null>(`/rest/theme/${kind}`, values, { silent: true });
}

export function useChangeTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTheme,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: THEMES_KEY });
      // The settings drawer's list (shell/api/themeChoice.ts) shows the same themes.
      void queryClient.invalidateQueries({ queryKey: ['theme', 'homeList'] });
    },
  });
}
