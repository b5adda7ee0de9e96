import type { VisitInfo } from '@awards/shared/dashboard';
import { http } from '@awards/web-common/http';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { VisitInfo };

/** `/rest/index/visitInfo` (spec 000 §7): visits and sign-ins of the last 7 days. */
export function getVisitInfo(): Promise<VisitInfo> {
  return http.post<VisitInfo>('/rest/index/visitInfo', {});
}

export const visitInfoQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'visitInfo'], queryFn: getVisitInfo });

export const useVisitInfo = () => useQuery(visitInfoQueryOptions());
