import type { UploadedFile } from '@awards/shared/files';
import {
  OBJECTION_PATHS,
  type ObjectionDetail,
  type ObjectionEntryView,
  type ObjectionFile,
  type ObjectionRespond,
  type ObjectionView,
  type UnitObjectionRequestView,
} from '@awards/shared/objections';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { uploadFile } from '@awards/web-common/transfer';

export const OBJECTIONS_PAGE_SIZE = 20;
const silent = { silent: true } as const;

/** The objector's calls (/rest/objector/*) and the units' (/rest/declarer|recommender/objection*). */
export const objectionsApi = {
  entry: (snapshotId: number, declarationId: number) =>
    http.post<ObjectionEntryView>(OBJECTION_PATHS.entry, { snapshotId, declarationId }, silent),
  file: (input: ObjectionFile) => http.post<ObjectionDetail>(OBJECTION_PATHS.file, input, silent),
  mine: (pageNum: number) =>
    http.post<Page<ObjectionView>>(OBJECTION_PATHS.mine, { pageNum, pageSize: OBJECTIONS_PAGE_SIZE }),
  detail: (objectionId: number) => http.post<ObjectionDetail>(OBJECTION_PATHS.mineDetail, { objectionId }),
  requests: (unit: 'declarer' | 'recommender', pageNum: number) =>
    http.post<Page<UnitObjectionRequestView>>(
      unit === 'declarer' ? OBJECTION_PATHS.declarerRequests : OBJECTION_PATHS.recommenderRequests,
      { pageNum, pageSize: OBJECTIONS_PAGE_SIZE },
    ),
  respond: (unit: 'declarer' | 'recommender', input: ObjectionRespond) =>
    http.post(
      unit === 'declarer' ? OBJECTION_PATHS.declarerRespond : OBJECTION_PATHS.recommenderRespond,
      input,
      silent,
    ),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return uploadFile<UploadedFile>('/rest/file/upload?purpose=attachment', form, { silent: true });
  },
};
