import { MONITOR_PATHS, type SqlMonitorInfo } from '@awards/shared/monitor';
import { showingFailuresInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const SQL_KEY = ['sqlMonitor'] as const;

/** monitor/sql (SQL_VIEW): the slowest, most frequent and heaviest statements. */
export function useSqlStats(keyword: string) {
  return useQuery({
    queryKey: [...SQL_KEY, keyword],
    // The rankings show a failure in place (the error state with a retry), not as a notice.
    queryFn: () =>
      showingFailuresInPlace(() =>
        http.post<SqlMonitorInfo>(
          MONITOR_PATHS.sql,
          { limit: 20, ...(keyword ? { keyword } : {}) },
          { allowRepeat: true },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** monitor/sql/reset (SQL_RESET): starts the statistics afresh. */
export function useResetSqlStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(MONITOR_PATHS.sqlReset, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SQL_KEY }),
  });
}
