import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, sql } from '../db/client';

/** One row as the batch insert reads it (json_to_recordset below): column names as in SQL. */
interface AccessLogRow {
  method: string;
  request_uri: string;
  request_ip: string | null;
  request_data: string | null;
  response_status: number;
  cost_time: number;
  user_agent: string | null;
  user_id: number | null;
  create_by: string | null;
  log_type: number;
  create_time: Date;
}

/**
 * The batch goes to the database as one JSON parameter unpacked by
 * json_to_recordset: a handful of microseconds per row in this process, where
 * Drizzle's insert builder spent about 70 µs per row (bench/access-log-overhead.mjs).
 */
const insertBatch = (rows: AccessLogRow[]) => sql`
  insert into access_logs (method, request_uri, request_ip, request_data, response_status, cost_time,
                           user_agent, user_id, create_by, log_type, create_time)
  select method, request_uri, request_ip, request_data, response_status, cost_time,
         user_agent, user_id, create_by, log_type, create_time
  from json_to_recordset(${JSON.stringify(rows)}::json) as r(
    method text, request_uri text, request_ip text, request_data text, response_status int, cost_time int,
    user_agent text, user_id int, create_by text, log_type smallint, create_time timestamptz)`;

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
        await this.db.execute(insertBatch(rows));
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
      request_uri: uriWithoutSecrets(request.url).slice(0, 2000),
      request_ip: request.ip ?? null,
      request_data: requestData(request),
      response_status: reply.statusCode,
      cost_time: Math.round(reply.elapsedTime),
      user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
      user_id: request.user?.userId ?? null,
      create_by: request.user?.loginName ?? null,
      log_type: path.startsWith('/callback') ? 1 : 2,
      create_time: new Date(),
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
