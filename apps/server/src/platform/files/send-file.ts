import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { type ByteRange, parseByteRange } from './byte-range';
import type { StoredFile } from './file-store';
import { contentDisposition } from './names';

interface SendOptions {
  /** Opens the bytes, the whole file or the range asked for; null when the blob is gone. */
  open: (range?: ByteRange) => Promise<{ stream: Readable } | null>;
  cacheControl: string;
  disposition: 'inline' | 'attachment';
}

/**
 * A kept file as a GET answer: its hash as the ETag (304 when the browser has it), and one
 * byte range when asked (206, or 416 past the end), so a video element can seek and start
 * playing before the whole file has come. A range is honoured only for the same version
 * (If-Range naming the current ETag, or no If-Range).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  { open, cacheControl, disposition }: SendOptions,
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(file.fileName, disposition))
    .type(file.mime);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const asked = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const range = parseByteRange(asked, file.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${file.size}`).send();
  }
  const opened = await open(range ?? undefined);
  if (!opened) throw notFound();
  if (!range) return reply.header('content-length', file.size).send(opened.stream);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(opened.stream);
}
