import type { ContentKind } from '@awards/shared/files';

/** How many leading bytes sniffing looks at (text needs more than the signatures). */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The content family of a file from its first bytes (magic numbers), or null when
 * none is recognised. The client's name and Content-Type are never trusted for this.
 */
export function sniffKind(head: Buffer): ContentKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  // The OLE compound document of the old Office formats (.doc, .xls, .ppt).
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  // ISO base media (MP4): a box size, then 'ftyp'. WebM: the EBML header.
  if (startsWith(head, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (looksLikeText(head)) return 'text';
  return null;
}

/** UTF-8 (with or without BOM) and no control bytes other than tab, CR, LF, FF. */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  // A multi-byte character may be cut at the end of the sample: a streaming decode keeps
  // an unfinished sequence pending instead of calling it invalid. (Dropping the last bytes
  // instead cut whole characters in half in short files and refused valid Chinese text.)
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
