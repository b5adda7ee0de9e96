import type { LayoutCreate, LayoutUpdate, LayoutView } from '@awards/shared/themes';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LAYOUTS_KEY } from './layoutPage';

export type LayoutChange =
  | { kind: 'create'; values: LayoutCreate }
  | { kind: 'update'; values: LayoutUpdate }
  | { kind: 'delete'; values: { layoutId: number } };

/** create / update (config replaced whole) / delete (LAYOUT_ADD / _EDIT / _DEL). Silent: shown by the page. */
export function changeLayout({ kind, values }: LayoutChange): Promise<LayoutView | null> {
  return http.post<LayoutView | null>(`/rest/layout/${kind}`, values, { silent: true });
}

export function useChangeLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLayout,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LAYOUTS_KEY });
      // The settings drawer applies each theme's layout (shell/api/themeChoice.ts).
      void queryClient.invalidateQueries({ queryKey: ['theme', 'homeList'] });
    },
  });
}
