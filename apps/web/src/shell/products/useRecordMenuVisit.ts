import type { MenuNode } from '@awards/shared/home';
import { getToken } from '@awards/web-common/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { menuPreferencesKey } from '../api/menuPreferences';
import { portalInitQueryOptions } from '../api/portalInit';
import { forgetLastVisit, recordMenuVisit } from '../api/recordVisit';
import { menuPages } from './menuIndex';

/**
 * Records a visit whenever the route lands on a page of the user's menu. Call it once
 * in the signed-in layout; the drawer's own clicks go through the same dedupe, so
 * both reporting one navigation counts once.
 */
export function useRecordMenuVisit(): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const token = getToken() ?? '';
  const { data } = useQuery({ ...portalInitQueryOptions(token), enabled: token !== '' });
  const paths = useMemo(() => new Set(menuPages(data?.menu ?? []).map((p) => p.path)), [data]);

  const known = data !== undefined;

  useEffect(() => {
    // Until the menu is known nothing can be said of the path (nor forgotten of the last one).
    if (!known) return;
    if (!paths.has(pathname)) {
      forgetLastVisit();
      return;
    }
    void recordMenuVisit(pathname).then(() =>
      queryClient.invalidateQueries({ queryKey: menuPreferencesKey }),
    );
  }, [known, pathname, paths, queryClient]);
}

/**
 * The first page's visit, from the menu routes' loader (router.tsx) when it is a menu page:
 * started beside the shell's first render rather than from the hook's effect after it (issue 18:
 * Lighthouse counted its round trip into the home page's LCP). The hook's report of the same
 * landing counts nothing more (recordMenuVisit's dedupe).
 */
export function recordOpeningVisit(pathname: string, menu: readonly MenuNode[]): void {
  // The pages menuPages lists (visible leaves), by path alone.
  const has = (nodes: readonly MenuNode[]): boolean =>
    nodes.some((node) =>
      node.hidden ? false : node.children?.length ? has(node.children) : node.path === pathname,
    );
  if (has(menu)) void recordMenuVisit(pathname);
}
