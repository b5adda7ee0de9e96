import {
  fetchOwnSessions,
  type OwnSession,
  revokeOtherOwnSessions,
  revokeOwnSession,
} from '@awards/web-common/ownSessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type { OwnSession };

const sessionsKey = ['account', 'sessions'] as const;

export const useOwnSessions = () => useQuery({ queryKey: sessionsKey, queryFn: fetchOwnSessions });

/** After any sign-out the list is read again: the server is the one that knows what is live. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}

export function useRevokeSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: revokeOwnSession,
    onSettled: refresh,
  });
}

export function useRevokeOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: revokeOtherOwnSessions,
    onSettled: refresh,
  });
}
