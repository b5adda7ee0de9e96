import type { DeclarationDetail, DeclarationView } from '@awards/shared/declarations';
import type { Page } from '@awards/shared/paging';
import type { RecommenderFilter } from '@awards/shared/recommender';
import { http } from '@awards/web-common/http';
import { fetchPrintable, openForPrint } from '@awards/web-common/transfer';

const BASE = '/rest/recommender';
export const RECOMMENDATIONS_PAGE_SIZE = 20;

/** The recommending units' calls (/rest/recommender/*): the declarations naming the caller's unit. */
export const recommenderApi = {
  page: (pageNum: number, filter: RecommenderFilter | null) =>
    http.post<Page<DeclarationView>>(`${BASE}/page`, {
      pageNum,
      pageSize: RECOMMENDATIONS_PAGE_SIZE,
      ...(filter && { filter }),
    }),
  detail: (declarationId: number) => http.post<DeclarationDetail>(`${BASE}/detail`, { declarationId }),
  /** The staff's print view of the declaration, as text to show in the page. */
  printView: (declarationId: number) =>
    fetchPrintable(`${BASE}/printView`, { method: 'POST', body: { declarationId } }),
  /** The same, in a new window with the print dialog (print to PDF). */
  print: (declarationId: number) =>
    openForPrint(`${BASE}/printView`, { method: 'POST', body: { declarationId } }),
  recommend: (declarationId: number, opinion: string) =>
    http.post<DeclarationDetail>(`${BASE}/recommend`, { declarationId, opinion }, { silent: true }),
  decline: (declarationId: number, opinion: string) =>
    http.post<DeclarationDetail>(`${BASE}/decline`, { declarationId, opinion }, { silent: true }),
};
