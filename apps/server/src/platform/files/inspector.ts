import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { emptyFile, tooLarge } from './policy';
import { SNIFF_BYTES } from './sniff';

/**
 * Passes an upload through while counting, hashing and judging it: the type is
 * checked as soon as the first bytes are in (a wrong type stops the upload early),
 * and the stream fails the moment it grows past the limit.
 */
export class UploadInspector extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private judged = false;
  result: { mime: string } | null = null;
  /** Set when the whole stream has passed. */
  sha256 = '';

  constructor(
    private readonly maxBytes: number,
    private readonly judge: (head: Buffer) => { mime: string },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(tooLarge(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    if (!this.judged) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      const error = this.headBytes >= SNIFF_BYTES ? this.judgeHead() : null;
      if (error) {
        callback(error);
        return;
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.size === 0) {
      callback(emptyFile());
      return;
    }
    this.sha256 = this.hash.digest('hex');
    callback(this.judged ? null : this.judgeHead());
  }

  private judgeHead(): Error | null {
    this.judged = true;
    const head = Buffer.concat(this.head).subarray(0, SNIFF_BYTES);
    this.head = [];
    try {
      this.result = this.judge(head);
      return null;
    } catch (error) {
      return error as Error;
    }
  }
}
