import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPS_KEY } from './appPage';

/**
 * `delete` (APP_DEL) for one, `deleteBatch` (APP_BATCHDEL, all or none) for several. An app
 * that still owns menus or dictionaries is refused with a 422; silent, so the page can
 * say so in the user's language (formErrors.ts reportError).
 */
export function deleteApps(appIds: number[]): Promise<null> {
  const [appId] = appIds;
  return appIds.length === 1
    ? http.post<null>('/rest/app/delete', { appId }, { silent: true })
    : http.post<null>('/rest/app/deleteBatch', { appIds }, { silent: true });
}

export function useDeleteApps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApps,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPS_KEY }),
  });
}
