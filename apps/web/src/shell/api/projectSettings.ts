import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProjectSettings } from './getProjectSettings';

export type { FilingLink, ProjectSettings } from './getProjectSettings';

export const projectSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['project', 'settings'], queryFn: getProjectSettings, staleTime: 5 * 60_000 });

/** For the signed-in shell, which has the query client. */
export function useProjectSettings() {
  return useQuery(projectSettingsQueryOptions());
}
