import type {
  DeclarationContent,
  DeclarationDetail,
  DeclarationUpdate,
  DeclarationView,
} from '@awards/shared/declarations';
import type { OpenEditionView } from '@awards/shared/declarer';
import type { UploadedFile } from '@awards/shared/files';
import type { Page } from '@awards/shared/paging';
import type { RecommendUnitOption } from '@awards/shared/recommender';
import type { AvoidAdd, AvoidRequestView } from '@awards/shared/review';
import { SITE_REGISTRATION_PATHS } from '@awards/shared/site-registration-paths';
import { http } from '@awards/web-common/http';
import { openForPrint, uploadFile } from '@awards/web-common/transfer';

const BASE = '/rest/declarer/declaration';

/** The declarer API (/rest/declarer/*): the caller's own unit's declarations only. */
export const declarerApi = {
  page: () => http.post<Page<DeclarationView>>(`${BASE}/page`, { pageNum: 1, pageSize: 50 }),
  detail: (declarationId: number) => http.post<DeclarationDetail>(`${BASE}/detail`, { declarationId }),
  add: (content: DeclarationContent) =>
    http.post<DeclarationDetail>(`${BASE}/add`, content, { silent: true }),
  update: (content: DeclarationUpdate) =>
    http.post<DeclarationDetail>(`${BASE}/update`, content, { silent: true, allowRepeat: true }),
  submit: (declarationId: number) =>
    http.post<DeclarationDetail>(`${BASE}/submit`, { declarationId }, { silent: true }),
  withdraw: (declarationId: number, reason: string) =>
    http.post<DeclarationDetail>(`${BASE}/withdraw`, { declarationId, reason }, { silent: true }),
  /** The staff's print view of the declaration, in a new window with the print dialog (print to PDF). */
  print: (declarationId: number) =>
    openForPrint(`${BASE}/printView`, { method: 'POST', body: { declarationId } }),
  /** The declaration's avoidance requests (回避申请) and their status; a new one. */
  avoidList: (declarationId: number) =>
    http.post<AvoidRequestView[]>('/rest/declarer/avoid/list', { declarationId }),
  avoidAdd: (request: AvoidAdd) =>
    http.post<AvoidRequestView>('/rest/declarer/avoid/add', request, { silent: true }),
  openEditions: () => http.post<OpenEditionView[]>('/rest/declarer/openEditions'),
  /** The recommending units a declaration may name. */
  recommendUnits: () => http.post<RecommendUnitOption[]>('/rest/declarer/recommendUnits'),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return uploadFile<UploadedFile>('/rest/file/upload?purpose=attachment', form, { silent: true });
  },
  /** The choices the registration offers without a sign-in serve the declaration form too. */
  disciplines: () => http.post<{ code: string; value: string }[]>(SITE_REGISTRATION_PATHS.disciplines),
  regions: () => http.post<{ code: string; name: string }[]>(SITE_REGISTRATION_PATHS.regions),
};
