import type { DeclarationDetail } from '@awards/shared/declarations';
import type {
  BatchRefusal,
  ExaminationBatchPass,
  ExaminationDecide,
  ExaminationQueueQuery,
  QueueItem,
} from '@awards/shared/examination';
import type { Page } from '@awards/shared/paging';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';

/** The formal-examination calls (docs/domain.md), all DECLARE_EXAMINE. */
export const EXAMINATION_PATHS = {
  page: '/rest/examination/page',
  detail: '/rest/examination/detail',
  decide: '/rest/examination/decide',
  batchPass: '/rest/examination/batchPass',
} as const;

export type QueueFilters = Omit<ExaminationQueueQuery, 'pageNum' | 'pageSize'>;

export const EXAMINATION_KEY = ['examination'] as const;

/** page: submitted and resubmitted declarations of editions in examination, oldest first. */
export const fetchQueue = (query: QueueFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<QueueItem>>(EXAMINATION_PATHS.page, query, { allowRepeat: true });

/** detail: the declaration with its attachments and whole trail (its codes named in the language of the call). */
export function useExaminationDetail(declarationId: number | null) {
  return useQuery({
    queryKey: [...EXAMINATION_KEY, 'detail', declarationId, i18n.language],
    queryFn: () =>
      http.post<DeclarationDetail>(
        EXAMINATION_PATHS.detail,
        { declarationId },
        { silent: true, allowRepeat: true },
      ),
    enabled: declarationId !== null,
    retry: false,
    // The view decides on the declaration as the server holds it now: one returned a moment ago
    // and resubmitted since must not open on the cached 已审查 (a fresh read each opening).
    staleTime: 0,
    gcTime: 0,
  });
}

function useExaminationMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXAMINATION_KEY }),
  });
}

/** decide: pass, return, reject or defer; the opinion is required but for pass (400). */
export const useDecide = () =>
  useExaminationMutation((body: ExaminationDecide) =>
    http.post<DeclarationDetail>(EXAMINATION_PATHS.decide, body, { silent: true }),
  );

/** batchPass: all or none; a refused batch is a 505 carrying the reason per declaration. */
export const useBatchPass = () =>
  useExaminationMutation((body: ExaminationBatchPass) =>
    http.post<{ count: number }>(EXAMINATION_PATHS.batchPass, body, { silent: true }),
  );

/** The per-declaration reasons of a refused batch, or null for any other failure. */
export function batchRefusals(error: unknown): BatchRefusal[] | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.dataSet)) return null;
  return error.dataSet as BatchRefusal[];
}
