/** The part of a file a `Range: bytes=…` header asks for, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a request's Range header against a file's size (RFC 9110 §14). One range only: a
 * browser's video element seeks with a single range, and answering a multi-range request
 * with the whole file is what the RFC allows. Answers
 * - `null`: serve the whole file (no header, another unit, several ranges, or a malformed one:
 *   a server may ignore a Range it does not understand);
 * - `'unsatisfiable'`: the range starts at or past the end (416);
 * - the range, its end clipped to the file's last byte.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    if (size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
