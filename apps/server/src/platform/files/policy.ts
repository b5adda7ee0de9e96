import {
  extensionOf,
  FILE_MESSAGES,
  megabytes,
  STORED_FILE_LIMITS,
  type StoredPurpose,
} from '@awards/shared/files';
import type { MessageRef } from '@awards/shared/i18n';
import { badRequest } from '../errors';
import { sniffKind } from './sniff';

const AVATAR_KINDS = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

const refuse = (message: MessageRef) => badRequest({ file: message });

/**
 * Decides whether an upload may be kept, from its name and its first bytes, and
 * returns the MIME type it will be served with. An avatar is judged by its bytes
 * (a cropped image may arrive named 'blob'); an attachment's extension must be on
 * the purpose's allow-list and its bytes must be of that extension's kind.
 */
export function acceptContent(purpose: StoredPurpose, fileName: string, head: Buffer): { mime: string } {
  const ext = extensionOf(fileName);
  const kind = sniffKind(head);
  const spec = STORED_FILE_LIMITS[purpose].extensions[ext];
  if (purpose === 'avatar') {
    const extensionFits = ext === '' || ext === 'blob' || spec !== undefined;
    if (!extensionFits || !kind || !(kind in AVATAR_KINDS)) throw refuse(FILE_MESSAGES.avatarType);
    return { mime: AVATAR_KINDS[kind as keyof typeof AVATAR_KINDS] };
  }
  if (!spec) throw refuse(FILE_MESSAGES.attachmentType);
  if (kind !== spec.kind) throw refuse(FILE_MESSAGES.contentMismatch);
  return { mime: spec.mime };
}

export const tooLarge = (maxBytes: number) => refuse(FILE_MESSAGES.tooLarge({ maxMb: megabytes(maxBytes) }));
export const emptyFile = () => refuse(FILE_MESSAGES.empty);
