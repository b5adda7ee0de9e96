import type { UserInfo } from '@awards/shared/auth';
import type { UploadedFile } from '@awards/shared/files';
import { http } from '@awards/web-common/http';
import { uploadFile } from '@awards/web-common/transfer';
import { useMutation } from '@tanstack/react-query';
import { useProfileSaved } from './profile';

/** Uploads the picture (purpose avatar: 2 MB, PNG/JPEG/WebP, checked by the server) and uses it. */
async function replaceAvatar(file: File): Promise<UserInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  const uploaded = await uploadFile<UploadedFile>('/rest/file/upload?purpose=avatar', form);
  return http.post<UserInfo>('/rest/profile/avatar', { fileId: uploaded.fileId });
}

export function useReplaceAvatar() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: replaceAvatar, onSuccess: saved });
}
