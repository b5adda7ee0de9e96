import { MONITOR_PATHS, SERVER_MONITOR_REFRESH_MS, type ServerInfo } from '@awards/shared/monitor';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';

/**
 * monitor/server (SERVER_VIEW), polled while the page is open. TanStack Query pauses the
 * interval while the tab is hidden (refetchIntervalInBackground is off), so a forgotten tab
 * does not keep sampling the server.
 */
export function useServerInfo() {
  return useQuery({
    queryKey: ['serverMonitor'],
    queryFn: () => http.post<ServerInfo>(MONITOR_PATHS.server, {}, { allowRepeat: true }),
    refetchInterval: SERVER_MONITOR_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
