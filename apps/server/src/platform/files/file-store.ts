import type { Readable } from 'node:stream';
import type { StoredPurpose } from '@awards/shared/files';
import type { ByteRange } from './byte-range';

/** A kept file's facts, as the files table holds them. */
export interface StoredFile {
  fileId: string;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  purpose: StoredPurpose;
  ownerUserId: number | null;
  createTime: Date;
}

export interface NewFile {
  /** What the client called it; sanitised before it is stored. */
  fileName: string | undefined;
  purpose: StoredPurpose;
  ownerUserId: number | null;
}

/**
 * Where uploaded files live. put() applies the purpose's size and type limits and
 * either keeps the file (bytes and row) or keeps nothing; the local-disk store is
 * the default, an object store can implement the same four calls.
 */
export interface FileStore {
  put(source: Readable, meta: NewFile): Promise<StoredFile>;
  find(fileId: string): Promise<StoredFile | null>;
  /** The file and a stream of its bytes (of a range of them, if given), or null when either is gone. */
  open(fileId: string, range?: ByteRange): Promise<{ file: StoredFile; stream: Readable } | null>;
  delete(fileId: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** File ids are UUIDs; anything else cannot name a file (and must not reach a uuid column). */
export const isFileId = (value: string): boolean => UUID.test(value);
