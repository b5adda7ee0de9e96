import { createInflateRaw } from 'node:zlib';

/**
 * Reads a zip (an .xlsx is one) without trusting the sizes it declares: every
 * entry is inflated as a stream and its real output counted, and the scan stops
 * as soon as the total passes the limit, so a small file that unpacks to
 * gigabytes costs no more than the limit in time and a chunk in memory. A
 * visitor may look at each entry's bytes as they come (and throw to stop).
 * docs/security.md, "Issue 11".
 */

export type ZipRefusalReason = 'invalid' | 'entries' | 'size';

export class ZipRefusal extends Error {
  constructor(readonly reason: ZipRefusalReason) {
    super(`zip refused: ${reason}`);
    this.name = 'ZipRefusal';
  }
}

export interface ZipScanLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Real unpacked bytes, all entries together. */
  maxTotalBytes: number;
}

/** Called once per entry; the function it returns, if any, sees the entry's unpacked bytes. */
export type ZipEntryVisitor = (name: string) => ((chunk: Buffer) => void) | null | undefined;

interface Entry {
  name: string;
  method: number;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
const CHUNK = 64 * 1024;

/** The entries of the central directory, each with its compressed bytes; refuses what is not a plain zip. */
function entriesOf(buffer: Buffer, maxEntries: number): Entry[] {
  const invalid = () => new ZipRefusal('invalid');
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== LOCAL_HEADER) throw invalid();
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === END_OF_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw invalid();
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  // ZIP64 marks counts and offsets it cannot hold in 16 or 32 bits: no spreadsheet of ours needs it.
  if (count === 0xffff || offset === 0xffffffff) throw invalid();
  if (count > maxEntries) throw new ZipRefusal('entries');

  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_HEADER) throw invalid();
    const flags = buffer.readUInt16LE(offset + 8);
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const headerEnd =
      offset + 46 + nameLength + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
    const local = buffer.readUInt32LE(offset + 42);
    if (headerEnd > buffer.length || (flags & 1) === 1 || (method !== STORED && method !== DEFLATED)) {
      throw invalid();
    }
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== LOCAL_HEADER) throw invalid();
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    if (start + compressedSize > buffer.length) throw invalid();
    entries.push({
      name: buffer.toString('utf8', offset + 46, offset + 46 + nameLength),
      method,
      data: buffer.subarray(start, start + compressedSize),
    });
    offset = headerEnd;
  }
  return entries;
}

/** Inflates one entry as a stream, handing each chunk on; stops past `budget` bytes. */
function inflate(data: Buffer, budget: number, onChunk: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: CHUNK });
    let produced = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      reject(error);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      produced += chunk.length;
      if (produced > budget) return fail(new ZipRefusal('size'));
      try {
        onChunk(chunk);
      } catch (error) {
        fail(error);
      }
    });
    inflater.on('error', () => fail(new ZipRefusal('invalid')));
    inflater.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(produced);
    });
    inflater.end(data);
  });
}

/**
 * Checks the whole zip against the limits, inflating every entry for real (the
 * sizes in its headers are not read at all). Throws ZipRefusal, or whatever a
 * visitor threw; answers the number of entries and the real unpacked total.
 */
export async function scanZip(
  buffer: Buffer,
  limits: ZipScanLimits,
  visit: ZipEntryVisitor = () => null,
): Promise<{ entries: number; totalBytes: number }> {
  const entries = entriesOf(buffer, limits.maxEntries);
  let total = 0;
  for (const entry of entries) {
    const onChunk = visit(entry.name) ?? (() => {});
    const budget = limits.maxTotalBytes - total;
    if (entry.method === STORED) {
      if (entry.data.length > budget) throw new ZipRefusal('size');
      for (let i = 0; i < entry.data.length; i += CHUNK) onChunk(entry.data.subarray(i, i + CHUNK));
      total += entry.data.length;
    } else {
      total += await inflate(entry.data, budget, onChunk);
    }
  }
  return { entries: entries.length, totalBytes: total };
}
