import type { Readable } from 'node:stream';
import {
  WEB_UPLOAD_MESSAGES as M,
  type WebUploadAnswer,
  type WebUploadFields,
  webUploadCanonical,
} from '@awards/shared/web-upload';
import type { Db } from '../../db/client';
import { webUploads } from '../../db/schema';
import { hmacHex, sameDigest } from '../../platform/crypto/secret-box';
import { badRequest, conflict, notFound, unauthorised } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import type { AppCredentialsApi, SystemApp } from '../apps/public';

export interface VerifiedUpload {
  fields: WebUploadFields;
  sender: SystemApp;
  receiver: SystemApp;
}

/** Signatures seen within the clock window: the same signed request is taken once. */
class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly max = 10_000,
  ) {}

  /** False when the key was seen within the window; otherwise remembers it. */
  firstTime(key: string, now: number): boolean {
    for (const [k, until] of this.seen) {
      if (until > now && this.seen.size < this.max) break;
      this.seen.delete(k);
    }
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    this.seen.set(key, now + 2 * this.windowMs);
    return true;
  }
}

/**
 * The system-to-system upload (spec 000 §7, docs/integration.md): the sender is an enabled app
 * holding a secret, which signs the form's fields and the file's digest; the request time lies
 * within the allowed skew; the receiver is an enabled app. The file goes to the file store under
 * the attachments' limits, and stays only when its bytes have the signed digest.
 */
export class WebUploadService {
  private readonly replays: ReplayGuard;

  constructor(
    private readonly db: Db,
    private readonly fileStore: FileStore,
    private readonly credentials: AppCredentialsApi,
    private readonly maxSkewSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.replays = new ReplayGuard(maxSkewSeconds * 1000);
  }

  /** Refuses before a byte of the file is read: off, stale, unsigned, replayed, or no receiver. */
  async verify(fields: WebUploadFields, signature: string | undefined): Promise<VerifiedUpload> {
    if (!this.credentials.enabled) throw notFound(M.off);
    const now = this.now();
    if (Math.abs(now - fields.requestTime) > this.maxSkewSeconds * 1000) {
      throw unauthorised(M.stale({ seconds: this.maxSkewSeconds }));
    }
    const sender = await this.credentials.system(fields.senderSysCode);
    const given = (signature ?? '').trim().toLowerCase();
    // An unknown or disabled sender, one without a secret and a wrong signature read alike.
    const expected = sender?.secret ? hmacHex(sender.secret, webUploadCanonical(fields)) : '';
    if (!sender || !sameDigest(expected, given)) throw unauthorised(M.signature);
    if (!this.replays.firstTime(given, now)) throw conflict(M.replayed);
    const receiver = await this.credentials.system(fields.receiverSysCode);
    if (!receiver) throw badRequest({ receiverSysCode: M.receiver });
    return { fields, sender, receiver };
  }

  async store(
    source: Readable,
    fileName: string | undefined,
    upload: VerifiedUpload,
  ): Promise<WebUploadAnswer> {
    const { fields, sender, receiver } = upload;
    const file = await this.fileStore.put(source, { fileName, purpose: 'attachment', ownerUserId: null });
    if (file.sha256 !== fields.fileSha256) {
      await this.fileStore.delete(file.fileId);
      throw unauthorised(M.digest);
    }
    const requestTime = new Date(fields.requestTime);
    await this.db.insert(webUploads).values({
      fileId: file.fileId,
      senderAppId: sender.appId,
      senderSysCode: fields.senderSysCode,
      senderSysName: fields.senderSysName,
      receiverAppId: receiver.appId,
      receiverSysCode: fields.receiverSysCode,
      receiverSysName: fields.receiverSysName,
      requestTime,
    });
    return {
      fileId: file.fileId,
      fileName: file.fileName,
      size: file.size,
      mime: file.mime,
      sha256: file.sha256,
      senderSysCode: fields.senderSysCode,
      receiverSysCode: fields.receiverSysCode,
      requestTime: requestTime.toISOString(),
    };
  }
}
