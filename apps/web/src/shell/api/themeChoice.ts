import { http } from '@awards/web-common/http';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PortalTheme } from '../../lib/theme';

/** The themes a user may choose from, with the system default and their own choice marked. */
export function getHomeThemes(): Promise<PortalTheme[]> {
  // Silent: without the call the settings drawer offers the system default only.
  return http.post<PortalTheme[]>('/rest/theme/homeList', {}, { silent: true });
}

export const homeThemesQueryOptions = () =>
  queryOptions({
    queryKey: ['theme', 'homeList'],
    queryFn: getHomeThemes,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useHomeThemes() {
  return useQuery(homeThemesQueryOptions());
}

/** Saves the user's theme; null goes back to the system default. */
export function chooseTheme(themeId: number | null): Promise<unknown> {
  // Silent: the drawer says 'Failed to update theme' itself (spec 000 §8).
  return http.post<unknown>('/rest/theme/addThemeForUser', { themeId }, { silent: true });
}

export function useChooseTheme() {
  return useMutation({ mutationFn: chooseTheme });
}
