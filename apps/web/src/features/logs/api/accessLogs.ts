import { type AccessLogQuery, type AccessLogView, LOG_PATHS, type LogRetention } from '@awards/shared/logs';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

export type AccessLogFilters = Omit<AccessLogQuery, 'pageNum' | 'pageSize'>;
export const ACCESS_LOG_KEY = ['logs', 'access'] as const;

/** getAccesssLogPage (LOG_VIEW): request/response data cut to 200 characters. */
export const fetchAccessLogPage = (query: AccessLogFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<AccessLogView>>(LOG_PATHS.accessPage, query);

/** getAccessLogDetail (LOG_VIEW): the whole stored request and response data. */
export function useAccessLogDetail(logAccessId: number) {
  return useQuery({
    queryKey: [...ACCESS_LOG_KEY, 'detail', logAccessId],
    queryFn: () => http.post<AccessLogView>(LOG_PATHS.accessDetail, { logAccessId }),
  });
}

/** retention (LOG_VIEW): how many days the purge job keeps. */
export function useLogRetention() {
  return useQuery({
    queryKey: ['logs', 'retention'],
    queryFn: () => http.post<LogRetention>(LOG_PATHS.retention, {}),
    staleTime: 10 * 60_000,
  });
}
