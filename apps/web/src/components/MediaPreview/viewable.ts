import { FILE_LIMITS } from '@awards/shared/files';

const IMAGE_KINDS = new Set(['png', 'jpeg', 'gif', 'webp']);

/** Whether the viewer can show a stored file: an image type the attachments accept. */
export function isViewableImage(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const type = FILE_LIMITS.attachment.extensions[extension];
  return type !== undefined && IMAGE_KINDS.has(type.kind);
}
