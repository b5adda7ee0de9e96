import type { EditionView } from '@awards/shared/editions';
import type {
  Attendance,
  MeetingAdd,
  MeetingCandidates,
  MeetingDetail,
  MeetingTally,
  MeetingView,
  PaperBallot,
  RoundKind,
  RoundView,
} from '@awards/shared/meeting';
import type { Page } from '@awards/shared/paging';
import type { GroupView } from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { openForPrint } from '@awards/web-common/transfer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const MEETING_KEY = ['meeting'] as const;
export const MEETING_PATHS = {
  list: '/rest/meeting/list',
  detail: '/rest/meeting/detail',
  add: '/rest/meeting/add',
  candidates: '/rest/meeting/candidates',
  attendance: '/rest/meeting/attendance',
  moveIn: '/rest/meeting/moveIn',
  close: '/rest/meeting/close',
  open: '/rest/meeting/round/open',
  closeRound: '/rest/meeting/round/close',
  paper: '/rest/meeting/ballot/paper',
  tally: '/rest/meeting/tally',
  tallyView: '/rest/meeting/tallyView',
  editions: '/rest/edition/page',
  groups: '/rest/group/list',
} as const;

const quiet = { silent: true, allowRepeat: true } as const;
const silent = { silent: true } as const;

export const useMeetingEditions = () =>
  useQuery({
    queryKey: [...MEETING_KEY, 'editions'],
    queryFn: () => http.post<Page<EditionView>>(MEETING_PATHS.editions, { pageNum: 1, pageSize: 100 }, quiet),
    select: (page) => page.result,
    staleTime: 60_000,
  });
export const useMeetings = (editionId: number | null) =>
  useQuery({
    queryKey: [...MEETING_KEY, 'list', editionId],
    queryFn: () => http.post<MeetingView[]>(MEETING_PATHS.list, { editionId }, quiet),
    enabled: editionId !== null,
  });
export const useGroups = (editionId: number | null) =>
  useQuery({
    queryKey: [...MEETING_KEY, 'groups', editionId],
    queryFn: () => http.post<GroupView[]>(MEETING_PATHS.groups, { editionId }, quiet),
    enabled: editionId !== null,
  });
/** What a new meeting can be for: the awards without expert review and the pool (MEETING_ADD). */
export const useMeetingCandidates = (editionId: number) =>
  useQuery({
    queryKey: [...MEETING_KEY, 'candidates', editionId],
    queryFn: () => http.post<MeetingCandidates>(MEETING_PATHS.candidates, { editionId }, quiet),
  });
export const useMeetingDetail = (meetingId: number | null) =>
  useQuery({
    queryKey: [...MEETING_KEY, 'detail', meetingId],
    queryFn: () => http.post<MeetingDetail>(MEETING_PATHS.detail, { meetingId }, quiet),
    enabled: meetingId !== null,
  });

/** The live tally: refreshed every three seconds while a round is open. */
export const useTally = (meetingId: number | null, live: boolean) =>
  useQuery({
    queryKey: [...MEETING_KEY, 'tally', meetingId],
    queryFn: () => http.post<MeetingTally>(MEETING_PATHS.tally, { meetingId }, quiet),
    enabled: meetingId !== null,
    refetchInterval: live ? 3000 : false,
  });

function useMeetingMutation<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETING_KEY }),
  });
}
export const useAddMeeting = () =>
  useMeetingMutation((v: MeetingAdd) => http.post<MeetingView>(MEETING_PATHS.add, v, silent));
export const useAttendance = () =>
  useMeetingMutation((v: Attendance) => http.post<MeetingView>(MEETING_PATHS.attendance, v, silent));
export const useMoveIn = () =>
  useMeetingMutation((meetingId: number) =>
    http.post<{ moved: number; refused: { projectName: string; reason: string }[] }>(
      MEETING_PATHS.moveIn,
      { meetingId },
      silent,
    ),
  );
export const useCloseMeeting = () =>
  useMeetingMutation((meetingId: number) =>
    http.post<MeetingView>(MEETING_PATHS.close, { meetingId }, silent),
  );
export const useOpenRound = () =>
  useMeetingMutation((v: { meetingId: number; kind: RoundKind }) =>
    http.post<RoundView>(MEETING_PATHS.open, v, silent),
  );
export const useCloseRound = () =>
  useMeetingMutation((roundId: number) =>
    http.post<RoundView>(MEETING_PATHS.closeRound, { roundId }, silent),
  );
export const usePaperBallot = () =>
  useMeetingMutation((v: PaperBallot) => http.post<{ counted: number }>(MEETING_PATHS.paper, v, silent));

/** The tally sheet, opened for printing in a new tab. */
export const printTally = (meetingId: number) =>
  openForPrint(MEETING_PATHS.tallyView, { method: 'POST', body: { meetingId } });
