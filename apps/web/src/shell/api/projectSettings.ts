import { getProjectSettings, PROJECT_SETTINGS_KEY } from '@awards/web-common/projectSettings';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { FilingLink, ProjectSettings } from '@awards/web-common/projectSettings';

export const projectSettingsQueryOptions = () =>
  queryOptions({ queryKey: PROJECT_SETTINGS_KEY, queryFn: getProjectSettings, staleTime: 5 * 60_000 });

/** For the signed-in shell, which has the query client. */
export function useProjectSettings() {
  return useQuery(projectSettingsQueryOptions());
}
