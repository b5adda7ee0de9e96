import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { accessLogs } from '../db/schema';

type AccessLogRow = typeof accessLogs.$inferInsert;

const SECRET_KEY = /pass|pwd|secret|token|captcha|credential/i;
const MAX_DATA_CHARS = 4000;
/** Paths not worth a row: probes and the static portal files. */
const SKIP = /^\/(healthz|readyz|metrics|assets\/|api-docs|favicon)/;

/** Replaces the value of every password-like key, at any depth, with '******'. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? '******' : redact(v, depth + 1),
    ]),
  );
}

function requestData(request: FastifyRequest): string | null {
  const { body, query } = request;
  const hasQuery = query && typeof query === 'object' && Object.keys(query).length > 0;
  if (body === undefined && !hasQuery) return null;
  const text = JSON.stringify(
    redact({ ...(hasQuery ? { query } : {}), ...(body !== undefined ? { body } : {}) }),
  );
  return text.length > MAX_DATA_CHARS ? `${text.slice(0, MAX_DATA_CHARS)}…` : text;
}

function uriWithoutSecrets(url: string): string {
  return url.replace(/([?&][^=&]*(?:token|pass|pwd)[^=&]*=)[^&]*/gi, '$1******');
}

/**
 * Records every API request in the access log. Rows are buffered and written
 * in one insert per second (or per 200 rows) by a timer, so the request never
 * waits for the log; the buffer is flushed when the server closes.
 */
export class AccessLogWriter {
  private buffer: AccessLogRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly batchSize = 200,
    private readonly intervalMs = 1000,
  ) {}

  push(row: AccessLogRow): void {
    this.buffer.push(row);
    if (this.buffer.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs);
  }

  /** Writes what is buffered; resolves when every earlier flush has finished too. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.db.insert(accessLogs).values(rows);
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }
}

export function registerAccessLog(app: FastifyInstance, writer: AccessLogWriter): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    if (SKIP.test(path) || (request.method === 'GET' && !isApiPath(path))) return;
    writer.push({
      method: request.method,
      requestUri: uriWithoutSecrets(request.url).slice(0, 2000),
      requestIp: request.ip,
      requestData: requestData(request),
      responseStatus: reply.statusCode,
      costTime: Math.round(reply.elapsedTime),
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      userId: request.user?.userId ?? null,
      createBy: request.user?.loginName ?? null,
      logType: path.startsWith('/callback') ? 1 : 2,
      createTime: new Date(),
    });
  });
  app.addHook('onClose', () => writer.flush());
}

const API_PREFIXES = [
  '/rest/',
  '/api/',
  '/sys/',
  '/callback',
  '/logout',
  '/account/',
  '/thirdLogin',
  '/cas/',
];
export const isApiPath = (path: string): boolean => API_PREFIXES.some((p) => path.startsWith(p));
