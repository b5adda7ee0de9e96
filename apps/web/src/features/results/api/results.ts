import type { EditionView } from '@awards/shared/editions';
import type { Page } from '@awards/shared/paging';
import type {
  ResultAwardItem,
  ResultListView,
  ResultReopen,
  ResultView,
  ResultWhatIf,
} from '@awards/shared/results';
import { http } from '@awards/web-common/http';
import { openForPrint } from '@awards/web-common/transfer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const RESULT_KEY = ['results'] as const;
export const RESULT_PATHS = {
  awards: '/rest/result/awards',
  view: '/rest/result/view',
  whatIf: '/rest/result/whatIf',
  confirm: '/rest/result/confirm',
  reopen: '/rest/result/reopen',
  editions: '/rest/edition/page',
  summaryView: '/rest/result/reviewSummaryView',
  certificatesView: '/rest/result/certificatesView',
  certificatesExport: '/rest/result/certificatesExport',
} as const;
const quiet = { silent: true, allowRepeat: true } as const;
const silent = { silent: true } as const;

export const useResultEditions = () =>
  useQuery({
    queryKey: [...RESULT_KEY, 'editions'],
    queryFn: () => http.post<Page<EditionView>>(RESULT_PATHS.editions, { pageNum: 1, pageSize: 100 }, quiet),
    select: (page) => page.result,
    staleTime: 60_000,
  });
export const useResultAwards = (editionId: number | null) =>
  useQuery({
    queryKey: [...RESULT_KEY, 'awards', editionId],
    queryFn: () => http.post<ResultAwardItem[]>(RESULT_PATHS.awards, { editionId }, quiet),
    enabled: editionId !== null,
  });
/** An award's ranking, quotas and versions (the tables cut their pages from it: useWholeListFetch). */
export const resultViewQuery = (editionId: number | null, awardId: number | null) =>
  queryOptions({
    queryKey: [...RESULT_KEY, 'view', editionId, awardId],
    queryFn: () => http.post<ResultView>(RESULT_PATHS.view, { editionId, awardId }, quiet),
  });
export const useResultView = (editionId: number | null, awardId: number | null) =>
  useQuery({ ...resultViewQuery(editionId, awardId), enabled: editionId !== null && awardId !== null });
/** What-if: nothing stored. */
export const useWhatIf = () =>
  useMutation({ mutationFn: (v: ResultWhatIf) => http.post<ResultView>(RESULT_PATHS.whatIf, v, silent) });

function useResultMutation<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESULT_KEY }),
  });
}
export const useConfirm = () =>
  useResultMutation((v: { editionId: number; awardId: number }) =>
    http.post<ResultListView>(RESULT_PATHS.confirm, v, silent),
  );
export const useReopenResult = () =>
  useResultMutation((v: ResultReopen) => http.post<ResultListView>(RESULT_PATHS.reopen, v, silent));

/** One declaration's review summary (scores, comments, rank, outcome) as a printable page, in a new tab. */
export const printReviewSummary = (declarationId: number) =>
  openForPrint(RESULT_PATHS.summaryView, { method: 'POST', body: { declarationId } });

/** The edition's award certificates' data as a printable list, in a new tab. */
export const printCertificates = (editionId: number) =>
  openForPrint(RESULT_PATHS.certificatesView, { method: 'POST', body: { editionId } });
