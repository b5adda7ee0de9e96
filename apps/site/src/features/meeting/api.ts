import type { VoterCast, VoterMeeting, VoterRound } from '@awards/shared/meeting';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const BASE = '/rest/voter';
export const VOTER_KEY = ['voter'] as const;

/** A member's own calls (/rest/voter/*): their meetings, the open round, their ballot. */
export const useMyMeetings = () =>
  useQuery({
    queryKey: [...VOTER_KEY, 'meetings'],
    queryFn: () => http.post<VoterMeeting[]>(`${BASE}/meetings`, {}, { shownInPlace: true }),
    refetchInterval: 10_000,
  });
export const useVoterRound = (meetingId: number | null) =>
  useQuery({
    queryKey: [...VOTER_KEY, 'round', meetingId],
    queryFn: () => http.post<VoterRound>(`${BASE}/round`, { meetingId }, { shownInPlace: true }),
    enabled: meetingId !== null,
  });
export const useCast = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoterCast) =>
      http.post<{ roundId: number; counted: number }>(`${BASE}/cast`, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VOTER_KEY }),
  });
};
