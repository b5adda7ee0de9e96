import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { App } from './deps';

/** JSON answers shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 4 / level 6: most of the gain for a fraction of the time of the maximum settings
// (the portal's static files are compressed at build time, at the maximum, instead).
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export type ApiEncoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, when the request accepts it (q > 0). */
export function negotiateEncoding(header: string | string[] | undefined): ApiEncoding | null {
  if (header === undefined) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  const allowed = (name: ApiEncoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

/**
 * Under COMPRESS_MIN_BYTES in UTF-8. A string of n UTF-16 units takes at least n bytes, so a
 * long one is not measured: counting the bytes of every large answer (the users page's 12 KB)
 * walked the whole string on each request (issue 18).
 */
export const shorterThanMin = (payload: string): boolean =>
  payload.length < COMPRESS_MIN_BYTES && Buffer.byteLength(payload) < COMPRESS_MIN_BYTES;

function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the API's large JSON answers (the portal's init call, lists) for clients that
 * accept brotli or gzip. Only serialised JSON is touched: files, downloads and exports are
 * streams or buffers and go as they are, and WebSocket upgrades never reach onSend.
 */
export function registerApiCompression(app: App): void {
  // A callback hook: most answers are short and pass straight through, without the promise
  // and microtask turn an async hook costs on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || shorterThanMin(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!/\bjson\b/i.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed = encoding === 'br' ? brotli(payload, BROTLI_OPTIONS) : gzipAsync(payload);
    compressed.then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: Error) => done(error),
    );
  });
}
