import type { FilingLink, ProjectInfo } from '@awards/shared/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Public project settings shown on the login pages (spec 000 §1). */
export type ProjectSettings = ProjectInfo;
export type { FilingLink };

export function getProjectSettings(): Promise<ProjectSettings> {
  // Silent: the login page falls back to the built-in title when settings are unavailable.
  return http.get<ProjectSettings>('/rest/project/settings', { silent: true });
}

export const projectSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['project', 'settings'], queryFn: getProjectSettings, staleTime: 5 * 60_000 });

export function useProjectSettings() {
  return useQuery(projectSettingsQueryOptions());
}
