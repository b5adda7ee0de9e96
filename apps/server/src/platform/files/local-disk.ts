import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORED_FILE_LIMITS, type StoredPurpose } from '@awards/shared/files';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { ByteRange } from './byte-range';
import type { FileStore, NewFile, StoredFile } from './file-store';
import { isFileId } from './file-store';
import { UploadInspector } from './inspector';
import { sanitiseFileName } from './names';
import { acceptContent } from './policy';

type FileRow = typeof files.$inferSelect;

const toStored = ({ storageKey: _, ...row }: FileRow): StoredFile => ({
  ...row,
  purpose: row.purpose as StoredPurpose,
});

/**
 * Files on local disk under `root` (DATA_DIR/files): `<first two hex digits>/<uuid>`,
 * never the client's name. An upload is written to `tmp/` first and moved into
 * place only once it has passed every limit, so a refused one leaves nothing.
 * Folders are made on first use: building the store touches no disk.
 */
export class LocalDiskFileStore implements FileStore {
  constructor(
    private readonly db: Db,
    private readonly root: string,
  ) {}

  async put(source: Readable, meta: NewFile): Promise<StoredFile> {
    const fileId = randomUUID();
    const fileName = sanitiseFileName(meta.fileName);
    const limits = STORED_FILE_LIMITS[meta.purpose];
    const inspector = new UploadInspector(limits.maxBytes, (head) =>
      acceptContent(meta.purpose, fileName, head),
    );
    const tmp = this.pathOf(`tmp/${fileId}.part`);
    await mkdir(path.dirname(tmp), { recursive: true });
    const sink = createWriteStream(tmp, { flags: 'wx' });
    try {
      await pipeline(source, inspector, sink);
    } catch (error) {
      // A refusal can come before the file is even opened: the stream, destroyed, still opens
      // (creating it) and then closes. Removing it before that close would leave it behind.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(tmp, { force: true });
      throw error;
    }

    const storageKey = `${fileId.slice(0, 2)}/${fileId}`;
    const target = this.pathOf(storageKey);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
      const [row] = await this.db
        .insert(files)
        .values({
          fileId,
          fileName,
          mime: inspector.result!.mime,
          size: inspector.size,
          sha256: inspector.sha256,
          storageKey,
          purpose: meta.purpose,
          ownerUserId: meta.ownerUserId,
        })
        .returning();
      return toStored(row!);
    } catch (error) {
      await rm(tmp, { force: true });
      await rm(target, { force: true });
      throw error;
    }
  }

  async find(fileId: string): Promise<StoredFile | null> {
    const row = await this.row(fileId);
    return row ? toStored(row) : null;
  }

  async open(fileId: string, range?: ByteRange): Promise<{ file: StoredFile; stream: Readable } | null> {
    const row = await this.row(fileId);
    if (!row) return null;
    try {
      // Opening first turns a missing blob into null here, not an error mid-response.
      const handle = await open(this.pathOf(row.storageKey), 'r');
      return { file: toStored(row), stream: handle.createReadStream(range) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(fileId: string): Promise<void> {
    if (!isFileId(fileId)) return;
    const [row] = await this.db.delete(files).where(eq(files.fileId, fileId)).returning();
    if (row) await rm(this.pathOf(row.storageKey), { force: true });
  }

  private async row(fileId: string): Promise<FileRow | null> {
    if (!isFileId(fileId)) return null;
    const [row] = await this.db.select().from(files).where(eq(files.fileId, fileId)).limit(1);
    return row ?? null;
  }

  /** A path below the root; a key that would climb out of it is a bug, not a file. */
  private pathOf(key: string): string {
    const root = path.resolve(this.root);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key outside the file root: ${key}`);
    return full;
  }
}
