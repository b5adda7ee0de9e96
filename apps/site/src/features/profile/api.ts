import { fetchOwnSessions, revokeOtherOwnSessions, revokeOwnSession } from '@awards/web-common/ownSessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const KEY = ['site', 'sessions'] as const;

/** The own sessions (the calls are the portal's, @awards/web-common/ownSessions). */
export const useOwnSessions = () => useQuery({ queryKey: KEY, queryFn: fetchOwnSessions });

/** After a sign-out elsewhere the list is read again: the server knows what is live. */
function useSessionMutation<A>(mutationFn: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useRevokeSession = () => useSessionMutation(revokeOwnSession);
export const useRevokeOtherSessions = () => useSessionMutation(revokeOtherOwnSessions);
