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

  useEffect(() => {
    if (!paths.has(pathname)) {
      forgetLastVisit();
      return;
    }
    void recordMenuVisit(pathname).then(() =>
      queryClient.invalidateQueries({ queryKey: menuPreferencesKey }),
    );
  }, [pathname, paths, queryClient]);
}
