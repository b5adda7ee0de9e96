import { FILE_LIMITS, FILE_MESSAGES, megabytes } from '@awards/shared/files';

/** The picture types the server keeps as avatars (it checks the bytes too). */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
const TYPES = new Set(AVATAR_ACCEPT.split(','));

/**
 * Checked before uploading, so a wrong file is refused at once with the server's own
 * message (which the server repeats should the browser be bypassed). Null: fine.
 */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!TYPES.has(file.type)) return FILE_MESSAGES.avatarType;
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > FILE_LIMITS.avatar.maxBytes)
    return FILE_MESSAGES.tooLarge({ maxMb: megabytes(FILE_LIMITS.avatar.maxBytes) });
  return null;
}
