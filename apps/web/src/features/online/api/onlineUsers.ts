import { MONITOR_PATHS, type OnlineQuery, type OnlineUserView } from '@awards/shared/monitor';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type OnlineFilters = Omit<OnlineQuery, 'pageNum' | 'pageSize'>;
export const ONLINE_KEY = ['online'] as const;

/** online/page (ONLINE_VIEW): every live session. */
export const fetchOnlinePage = (query: OnlineFilters & { pageNum: number; pageSize: number }) =>
  // Not guarded: the refetch after a kick may come within 500 ms of the previous one.
  http.post<Page<OnlineUserView>>(MONITOR_PATHS.onlinePage, query, { allowRepeat: true });

/** online/kick (ONLINE_KICK): ends the session at once. Silent: the page words the outcome. */
export function useKickSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) => http.post(MONITOR_PATHS.onlineKick, { sessionId }, { silent: true }),
    // A session already gone (refused) is also worth a fresh list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ONLINE_KEY }),
  });
}
