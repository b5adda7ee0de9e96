import type { EditionDetail } from '@awards/shared/editions';
import type { PoolExpertView } from '@awards/shared/experts';
import type { Page } from '@awards/shared/paging';
import type {
  AssignmentAdd,
  AssignPreview,
  ConflictReport,
  ConflictType,
  ConflictView,
  GroupAdd,
  GroupAssignments,
  GroupView,
  ReviewSettingsSave,
  ReviewSettingsView,
  RunView,
} from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { openForPrint } from '@awards/web-common/transfer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_KEY } from './review';

export const GROUP_PATHS = {
  list: '/rest/group/list',
  add: '/rest/group/add',
  remove: '/rest/group/delete',
  place: '/rest/group/place',
  pool: '/rest/expert/pool/page',
  preview: '/rest/review/assign/preview',
  apply: '/rest/review/assign/apply',
  runs: '/rest/review/assign/runs',
  record: '/rest/review/assign/recordView',
  conflicts: '/rest/review/conflict/list',
  decide: '/rest/review/conflict/decide',
} as const;

const GROUPS_KEY = [...REVIEW_KEY, 'groups'] as const;
/** Silent: the page says what went wrong in the user's language. */
const silent = { silent: true, allowRepeat: true } as const;

/** An edition's groups with their members and declaration counts (GROUP_VIEW). */
export const groupsQuery = (editionId: number | null) =>
  queryOptions({
    queryKey: [...GROUPS_KEY, editionId],
    queryFn: () => http.post<GroupView[]>(GROUP_PATHS.list, { editionId }, silent),
  });

/** The edition's expert pool, the members' choices (EXPERT_VIEW). */
export const usePool = (editionId: number | null) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'pool', editionId],
    queryFn: () =>
      http.post<Page<PoolExpertView>>(GROUP_PATHS.pool, { editionId, pageNum: 1, pageSize: 500 }, silent),
    select: (page) => page.result,
    enabled: editionId !== null,
  });

function useGroupsMutation<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}

export const useAddGroup = () =>
  useGroupsMutation((values: GroupAdd) => http.post<GroupView>(GROUP_PATHS.add, values, silent));
export const useDeleteGroup = () =>
  useGroupsMutation((groupId: number) => http.post(GROUP_PATHS.remove, { groupId }, silent));
export const usePlace = () =>
  useGroupsMutation((editionId: number) =>
    http.post<{ placed: number; unplaced: number }>(GROUP_PATHS.place, { editionId }, silent),
  );
/** A proposal (REVIEW_ASSIGN): nothing is assigned until applied. */
export const usePreview = () =>
  useGroupsMutation((values: AssignPreview) => http.post<RunView>(GROUP_PATHS.preview, values, silent));
export const useApply = () =>
  useGroupsMutation((runId: number) => http.post<RunView>(GROUP_PATHS.apply, { runId }, silent));

/** A group's runs, newest first: proposals, applied runs, and the replacements drawn since (REVIEW_VIEW). */
export const useRuns = (groupId: number) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'runs', groupId],
    queryFn: () => http.post<RunView[]>(GROUP_PATHS.runs, { groupId }, silent),
  });

/** The draw record (抽取记录) of a run, opened for printing in a new tab. */
export const printRecord = (runId: number) =>
  openForPrint(GROUP_PATHS.record, { method: 'POST', body: { runId } });

/** The declarers' avoidance requests of an edition, every status (REVIEW_VIEW). */
export const useAvoidRequests = (editionId: number) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'requests', editionId],
    queryFn: () =>
      http.post<ConflictView[]>(GROUP_PATHS.conflicts, { editionId, source: 'declarer' }, silent),
  });

/** Grants or dismisses a pending request; granting takes the expert off and draws a replacement. */
export const useDecide = () =>
  useGroupsMutation((values: { conflictId: number; decision: 'confirmed' | 'dismissed' }) =>
    http.post<{ conflictId: number; status: string; replacementRunId: number | null }>(
      GROUP_PATHS.decide,
      values,
      silent,
    ),
  );

export const SETTINGS_PATHS = {
  get: '/rest/review/settings/get',
  save: '/rest/review/settings/save',
  edition: '/rest/edition/detail',
} as const;

/** The edition's review settings, with their defaults when none are saved (REVIEW_VIEW). */
export const useReviewSettings = (editionId: number) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'settings', editionId],
    queryFn: () => http.post<ReviewSettingsView>(SETTINGS_PATHS.get, { editionId }, silent),
  });

/** The edition's awards, for the per-award overrides of k (EDITION_VIEW). */
export const useEditionAwards = (editionId: number) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'editionAwards', editionId],
    queryFn: () => http.post<EditionDetail>(SETTINGS_PATHS.edition, { editionId }, silent),
    select: (detail) => detail.awards,
  });

/** Saves the settings (REVIEW_ASSIGN); the normalisation is refused once a review is submitted. */
export const useSaveSettings = () =>
  useGroupsMutation((values: ReviewSettingsSave) =>
    http.post<ReviewSettingsView>(SETTINGS_PATHS.save, values, { silent: true }),
  );

export const CONFLICT_PATHS = {
  report: '/rest/review/conflict/report',
  add: '/rest/review/conflict/add',
} as const;

/** The supervisors' report: confirmed conflicts by type and source, all of them by status (REVIEW_VIEW). */
export const useConflictReport = (editionId: number) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'conflictReport', editionId],
    queryFn: () => http.post<ConflictReport>(CONFLICT_PATHS.report, { editionId }, silent),
  });

/** A conflict set by staff with a reason (REVIEW_ASSIGN): an assigned pair is taken off and replaced at once. */
export const useAddConflict = () =>
  useGroupsMutation(
    (values: { expertId: number; declarationId: number; conflictType: ConflictType; reason: string }) =>
      http.post<{ conflictId: number; replacementRunId: number | null }>(CONFLICT_PATHS.add, values, {
        silent: true,
      }),
  );

export const ASSIGNMENT_PATHS = {
  list: '/rest/review/assign/list',
  add: '/rest/review/assign/add',
  remove: '/rest/review/assign/remove',
} as const;

/** A group's declarations with their current experts (REVIEW_VIEW). */
export const useGroupAssignments = (groupId: number | null) =>
  useQuery({
    queryKey: [...GROUPS_KEY, 'assignments', groupId],
    queryFn: () => http.post<GroupAssignments[]>(ASSIGNMENT_PATHS.list, { groupId }, silent),
    enabled: groupId !== null,
  });

/** One expert of the group onto a declaration by hand (REVIEW_ASSIGN); the server says what stands in the way. */
export const useAddAssignment = () =>
  useGroupsMutation((values: AssignmentAdd) =>
    http.post<{ declarationId: number; expertId: number; match: number }>(ASSIGNMENT_PATHS.add, values, {
      silent: true,
    }),
  );

/** Takes an expert off a declaration, with the reason; a replacement is drawn at once (REVIEW_ASSIGN). */
export const useRemoveAssignment = () =>
  useGroupsMutation((values: { declarationId: number; expertId: number; reason: string }) =>
    http.post<{ count: number; replacementRunId: number | null }>(ASSIGNMENT_PATHS.remove, values, {
      silent: true,
    }),
  );
