import { DASHBOARD_PATHS, type HomeOverview } from '@awards/shared/dashboard';
import { http } from '@awards/web-common/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/rest/index/overview`: the current edition, what waits in each stage, and the caller's own queues. */
export const homeOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'overview'],
    queryFn: () => http.post<HomeOverview>(DASHBOARD_PATHS.overview, {}, { allowRepeat: true }),
  });

export const useHomeOverview = () => useQuery(homeOverviewQueryOptions());
