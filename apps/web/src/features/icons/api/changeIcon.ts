import type { IconAdd, IconEdit, IconView } from '@awards/shared/icons';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ICONS_KEY } from './iconPage';
import { useRefreshPortalMenu } from './portalMenu';

export type IconChange =
  | { kind: 'add'; values: IconAdd }
  | { kind: 'edit'; values: IconEdit }
  | { kind: 'delete'; values: { iconId: number } };

/** add / edit / delete (ICON_ADD / ICON_EDIT / ICON_DEL). Silent: the form and the page show failures. */
export function changeIcon({ kind, values }: IconChange): Promise<IconView | null> {
  return http.post<IconView | null>(`/rest/icon/${kind}`, values, { silent: true });
}

export function useChangeIcon() {
  const queryClient = useQueryClient();
  const refreshPortal = useRefreshPortalMenu();
  return useMutation({
    mutationFn: changeIcon,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ICONS_KEY });
      void refreshPortal();
    },
  });
}
