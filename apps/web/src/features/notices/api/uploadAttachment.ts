import type { UploadedFile } from '@awards/shared/files';
import { uploadFile } from '../../../lib/transfer';

/** `POST /rest/file/upload?purpose=attachment`: the server checks size and type. */
export function uploadAttachment(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return uploadFile<UploadedFile>('/rest/file/upload?purpose=attachment', form);
}
