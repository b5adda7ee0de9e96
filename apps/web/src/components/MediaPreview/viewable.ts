import { FILE_LIMITS } from '@awards/shared/files';

const IMAGE_KINDS = new Set(['png', 'jpeg', 'gif', 'webp']);
const VIDEO_KINDS = new Set(['mp4', 'webm']);

/** Whether the viewer can show a stored file: an image type the attachments accept. */
export function isViewableImage(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const type = FILE_LIMITS.attachment.extensions[extension];
  return type !== undefined && IMAGE_KINDS.has(type.kind);
}

/** Whether the player can play a stored file: a video type the attachments accept (MP4, WebM). */
export function isPlayableVideo(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  const type = FILE_LIMITS.attachment.extensions[extension];
  return type !== undefined && VIDEO_KINDS.has(type.kind);
}
