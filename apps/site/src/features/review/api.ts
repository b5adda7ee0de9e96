import type { ReviewerDetail, ReviewerItem, ReviewerSave, ReviewerSaved } from '@awards/shared/review';
import { SITE_REGISTRATION_PATHS } from '@awards/shared/site-registration';
import { http } from '@awards/web-common/http';
import { apiUrl, requestHeaders } from '@awards/web-common/httpRequest';
import { downloadBlob } from '@awards/web-common/transfer';
import { useQuery } from '@tanstack/react-query';

const BASE = '/rest/reviewer';

/** The expert's own calls (/rest/reviewer/*): only their assignments, only their own review. */
export const reviewerApi = {
  list: () => http.post<ReviewerItem[]>(`${BASE}/list`, {}, { shownInPlace: true }),
  detail: (declarationId: number) =>
    http.post<ReviewerDetail>(`${BASE}/detail`, { declarationId }, { shownInPlace: true }),
  /** Autosave: the page shows a failure under the form, and repeats are the point. */
  save: (input: ReviewerSave) =>
    http.post<ReviewerSaved>(`${BASE}/save`, input, { silent: true, allowRepeat: true }),
  /**
   * The save of a page being left (reload, closed tab): `keepalive` lets the browser finish the
   * call after the page is gone; nobody is left to read the answer.
   */
  saveOnLeave: (input: ReviewerSave) =>
    void fetch(apiUrl(`${BASE}/save`), {
      method: 'POST',
      headers: requestHeaders(true),
      body: JSON.stringify(input),
      keepalive: true,
    }).catch(() => undefined),
  submit: (declarationId: number) =>
    http.post<ReviewerSaved>(`${BASE}/submit`, { declarationId }, { silent: true }),
  conflict: (declarationId: number, reason: string) =>
    http.post<{ conflictId: number }>(`${BASE}/conflict`, { declarationId, reason }, { silent: true }),
  /** An attachment, saved under the name the server gives (its type and number when blind). */
  download: (declarationId: number, fileId: string, fileName: string) =>
    downloadBlob(`${BASE}/attachment`, { method: 'POST', body: { declarationId, fileId }, fileName }),
};

export const REVIEWER_KEY = ['reviewer'] as const;

/** The expert's assignments, fresh on each visit of the list. */
export function useReviewerList() {
  return useQuery({ queryKey: [...REVIEWER_KEY, 'list'], queryFn: reviewerApi.list, staleTime: 0 });
}

/** One assignment with the expert's own review; a refusal (403: not or no longer assigned) is not retried. */
export function useReviewerDetail(declarationId: number) {
  return useQuery({
    queryKey: [...REVIEWER_KEY, 'detail', declarationId],
    queryFn: () => reviewerApi.detail(declarationId),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The disciplines' labels (the registration's public list), for a declaration's discipline code. */
export function useDisciplines() {
  return useQuery({
    queryKey: ['disciplines'],
    queryFn: () => http.post<{ code: string; value: string }[]>(SITE_REGISTRATION_PATHS.disciplines),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
