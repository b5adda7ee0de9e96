import type { Readable } from 'node:stream';
import { fileDownloadPath, type UploadedFile } from '@awards/shared/files';
import type { SessionUser } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import type { ByteRange } from '../../platform/files/byte-range';
import type { FileStore, NewFile, StoredFile } from '../../platform/files/file-store';
import type { ReadRule, ReadRules } from '../../platform/files/read-rules';

/** The owner reads their own files. */
const ownerReads: ReadRule = (user, file) => file.ownerUserId === user.userId;
/** Avatars are shown beside names everywhere in the portal: anyone signed in may see them. */
const avatarsArePublicInside: ReadRule = (_user, file) => file.purpose === 'avatar';

export const presentUpload = (file: StoredFile): UploadedFile => ({
  fileId: file.fileId,
  fileName: file.fileName,
  size: file.size,
  mime: file.mime,
  purpose: file.purpose,
  url: fileDownloadPath(file.fileId),
});

/**
 * Uploads and the download access rules over the FileStore. Other modules add
 * their own rules (the messaging area: recipients read a message's attachments)
 * through their descriptor's `fileReadRules` hook, instead of widening these.
 */
export class FileService {
  constructor(
    readonly store: FileStore,
    private readonly readRules: ReadRules,
  ) {
    readRules.add(ownerReads);
    readRules.add(avatarsArePublicInside);
  }

  async upload(source: Readable, meta: NewFile): Promise<UploadedFile> {
    return presentUpload(await this.store.put(source, meta));
  }

  /**
   * The file if this user may read it. A file they may not read answers the same
   * 404 as one that does not exist, so ids cannot be probed.
   */
  async readable(user: SessionUser, fileId: string): Promise<StoredFile> {
    const file = await this.store.find(fileId);
    if (!file || !(await this.mayRead(user, file))) throw notFound();
    return file;
  }

  async open(file: StoredFile, range?: ByteRange): Promise<Readable> {
    const opened = await this.store.open(file.fileId, range);
    if (!opened) throw notFound();
    return opened.stream;
  }

  private async mayRead(user: SessionUser, file: StoredFile): Promise<boolean> {
    return this.readRules.allows(user, file);
  }
}
