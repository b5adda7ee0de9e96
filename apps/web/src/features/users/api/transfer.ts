import type { UserImportReport } from '@awards/shared/users';
import { POST_TIMEOUT_MS, request } from '@awards/web-common/http';
import { downloadBlob } from '@awards/web-common/transfer';

/** `importTemplate` (USER_IMPORT): the empty sheet with the headers the import reads. */
export function downloadImportTemplate(fileName: string): Promise<boolean> {
  return downloadBlob('/rest/user/importTemplate', { method: 'POST', body: {}, fileName });
}

/**
 * `import` (USER_IMPORT), multipart `file` + `password` with the upload timeout. Silent, unlike
 * lib/transfer's uploadFile: a refused file (400 fieldErrors.file) is shown under the file field.
 */
export function importUsers(file: File, password: string): Promise<UserImportReport> {
  const form = new FormData();
  form.append('password', password);
  form.append('file', file);
  return request<UserImportReport>('/rest/user/import', {
    method: 'POST',
    body: form,
    timeoutMs: POST_TIMEOUT_MS,
    allowRepeat: true,
    silent: true,
  });
}
