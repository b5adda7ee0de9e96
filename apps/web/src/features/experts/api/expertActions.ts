import type {
  AuditResult,
  ExpertActionResult,
  ExpertAdd,
  ExpertPushResult,
  ExpertUpdate,
  ExpertView,
} from '@awards/shared/experts';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXPERTS_KEY } from './expertPage';

/** Silent: the page says what went wrong in the user's language. */
const silent = { silent: true, allowRepeat: true } as const;

function useExpertsMutation<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The list, the bin and the pools may all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPERTS_KEY }),
  });
}

export type ExpertSave = { kind: 'add'; values: ExpertAdd } | { kind: 'update'; values: ExpertUpdate };

/** `add` (EXPERT_ADD) / `update` (EXPERT_EDIT); failures come back on their fields. */
export const useSaveExpert = () =>
  useExpertsMutation((save: ExpertSave) =>
    http.post<ExpertView>(`/rest/expert/${save.kind}`, save.values, { silent: true }),
  );

/** `delete` (EXPERT_DEL): to the recycle bin (505 while an unfinished edition holds the expert). */
export const useDeleteExperts = () =>
  useExpertsMutation((expertIds: number[]) => http.post('/rest/expert/delete', { expertIds }, silent));

/** `audit` (EXPERT_AUDIT): all pending or the batch is refused (505 naming them). */
export const useAuditExperts = () =>
  useExpertsMutation((values: { expertIds: number[]; auditResult: AuditResult; auditOpinion?: string }) =>
    http.post<ExpertActionResult>('/rest/expert/audit', values, silent),
  );

/** `blacklist` with a reason / `blacklistLift` (EXPERT_BLACKLIST). */
export const useBlacklist = () =>
  useExpertsMutation(({ expertIds, reason }: { expertIds: number[]; reason: string | null }) =>
    reason === null
      ? http.post<ExpertActionResult>('/rest/expert/blacklistLift', { expertIds }, silent)
      : http.post<ExpertActionResult>(
          '/rest/expert/blacklist',
          { expertIds, blacklistReason: reason },
          silent,
        ),
  );

/** `push` / `pool/remove` (EXPERT_PUSH): into / out of an edition's pool. */
export const usePool = () =>
  useExpertsMutation(
    ({
      action,
      editionId,
      expertIds,
    }: {
      action: 'push' | 'remove';
      editionId: number;
      expertIds: number[];
    }) =>
      http.post<ExpertPushResult>(
        action === 'push' ? '/rest/expert/push' : '/rest/expert/pool/remove',
        { editionId, expertIds },
        silent,
      ),
  );

/** `recycleRestore` / `recycleDelete` (EXPERT_RECYCLE). */
export const useRecycleAction = () =>
  useExpertsMutation(({ action, expertIds }: { action: 'restore' | 'purge'; expertIds: number[] }) =>
    http.post(
      action === 'restore' ? '/rest/expert/recycleRestore' : '/rest/expert/recycleDelete',
      { expertIds },
      silent,
    ),
  );
