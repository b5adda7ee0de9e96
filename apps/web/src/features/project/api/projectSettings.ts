import type { ProjectSettingsView, ProjectUpdate } from '@awards/shared/project';
import { http } from '@awards/web-common/http';
import { PROJECT_SETTINGS_KEY, rememberProjectSettings } from '@awards/web-common/projectSettings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const PROJECT_PATHS = { detail: '/rest/project/detail', update: '/rest/project/update' } as const;

const DETAIL_KEY = ['project', 'detail'] as const;

/** `POST /rest/project/detail` (PROJECT_VIEW): the settings and who saved them last. */
export function useProjectDetail() {
  return useQuery({
    queryKey: DETAIL_KEY,
    queryFn: () => http.post<ProjectSettingsView>(PROJECT_PATHS.detail, {}),
  });
}

/**
 * `POST /rest/project/update` (PROJECT_EDIT), silent: the form shows failures on its fields.
 * Once saved, the portal reads instants in the new zone and the sign-in page, the footer
 * and the logo show the new texts without a reload.
 */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ProjectUpdate) =>
      http.post<ProjectSettingsView>(PROJECT_PATHS.update, form, { silent: true }),
    onSuccess: (saved) => {
      rememberProjectSettings(saved);
      queryClient.setQueryData(DETAIL_KEY, saved);
      queryClient.setQueryData(PROJECT_SETTINGS_KEY, saved);
    },
  });
}
