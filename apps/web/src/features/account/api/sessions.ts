import type { OwnSession } from '@awards/shared/profile';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type { OwnSession };

const sessionsKey = ['account', 'sessions'] as const;

export const useOwnSessions = () =>
  useQuery({ queryKey: sessionsKey, queryFn: () => http.post<OwnSession[]>('/rest/profile/sessions', {}) });

/** After any sign-out the list is read again: the server is the one that knows what is live. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}

export function useRevokeSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (sessionId: number) => http.post<null>('/rest/profile/revokeSession', { sessionId }),
    onSettled: refresh,
  });
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => http.post<{ count: number }>('/rest/profile/revokeOtherSessions', {}),
    onSettled: refresh,
  });
}
