import type { AppCreate, AppUpdate, AppView } from '@awards/shared/apps';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPS_KEY } from './appPage';

export type AppSave = { kind: 'create'; values: AppCreate } | { kind: 'update'; values: AppUpdate };

/** create (APP_ADD) or update (APP_EDIT; the code is fixed). Silent: the form shows failures on its fields. */
export function saveApp({ kind, values }: AppSave): Promise<AppView> {
  return http.post<AppView>(`/rest/app/${kind}`, values, { silent: true });
}

export function useSaveApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApp,
    // The menu and dictionary forms list apps too: their select lists go stale as well.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPS_KEY }),
  });
}
