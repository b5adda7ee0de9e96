import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Db, sql } from '../db/client';
import { redactPath } from './logger';
import { type RequestTrace, runTraced } from './request-writes';

/** One row as the batch insert reads it (json_to_recordset below): column names as in SQL. */
export interface AccessLogRow {
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

const SECRET_KEY = /pass|pwd|secret|token|captcha|credential|ticket/i;
const MAX_DATA_CHARS = 4000;
/** Paths not worth a row: probes and the static portal files. */
const SKIP = /^\/(healthz|readyz|metrics|assets\/|api-docs|favicon)/;

/** Whether a password-like key sits anywhere within redact's depth (most bodies hold none). */
function holdsSecret(value: unknown, depth: number): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsSecret(v, depth + 1));
  for (const key of Object.keys(value)) {
    if (SECRET_KEY.test(key) || holdsSecret((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Replaces the value of every password-like key, at any depth, with '******'. A value with no
 * such key is returned as it is, without a copy (the common case, on every request's row).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (!holdsSecret(value, depth)) return value;
  return redactCopy(value, depth);
}

function redactCopy(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactCopy(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? '******' : redactCopy(v, depth + 1),
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
  return redactPath(url).replace(/([?&][^=&]*(?:token|pass|pwd|ticket)[^=&]*=)[^&]*/gi, '$1******');
}

/** Where the writer reports failures and drops: the app's logger (pino) in production. */
export interface AccessLogLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface AccessLogOptions {
  /** Read rows are written in one insert per `batchSize` rows or `intervalMs`, whichever comes first. */
  batchSize?: number;
  intervalMs?: number;
  /** Rows whose insert failed wait in memory for a retry, at most this many (the oldest go first, logged). */
  maxPending?: number;
  /** First retry after this long, then doubling up to `retryMaxMs` while the database keeps refusing. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** On close, how long to keep retrying rows still pending before logging them as lost. */
  closeDeadlineMs?: number;
}

const DEFAULTS: Required<AccessLogOptions> = {
  batchSize: 200,
  intervalMs: 1000,
  maxPending: 20_000,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
  closeDeadlineMs: 5000,
};

/**
 * Writes the access log (docs/monitoring.md, "What the access log guarantees").
 *
 * - A request that changed data (platform/request-writes.ts) has its row inserted
 *   by `writeNow` before its response is sent: an acknowledged write always has its row.
 * - Every other request's row is buffered and written in one insert per second
 *   (or per 200 rows) by `push`, off the request's path; a crash loses at most
 *   that last second of reads.
 * - A failed insert (database down, table unwritable) never loses rows quietly:
 *   they wait in a bounded queue and are retried with backoff; past the bound the
 *   oldest are dropped, counted and written whole to the error log; `close` (the
 *   app's onClose) flushes the buffer and the queue, and logs whatever it could
 *   not write the same way.
 */
export class AccessLogWriter {
  private buffer: AccessLogRow[] = [];
  /** Write requests' rows waiting for the insert after the one in flight. */
  private waiting: { row: AccessLogRow; resolve: (written: boolean) => void }[] = [];
  private inserting = false;
  private pending: AccessLogRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;
  /** Batch inserts and retries run one after another on this chain. */
  private chain: Promise<unknown> = Promise.resolve();
  private closing = false;
  private readonly options: Required<AccessLogOptions>;
  /** Since start: inserts that failed, and rows given up on (each one logged). */
  readonly counts = { failedInserts: 0, droppedRows: 0 };

  constructor(
    private readonly db: Db,
    private readonly log: AccessLogLogger,
    options: AccessLogOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.retryDelay = this.options.retryBaseMs;
  }

  /** Rows waiting for a retry after a failed insert. */
  get pendingRows(): number {
    return this.pending.length;
  }

  /**
   * Inserts a write request's row before its response is sent. Rows that arrive
   * while an insert is in flight go together in the next one (a group commit):
   * under load one insert serves many requests, and none waits more than about
   * two inserts. Resolves true once the row is in the table; false when the insert
   * failed and the row joined the retry queue instead (and the error log, whole).
   */
  writeNow(row: AccessLogRow): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiting.push({ row, resolve });
      if (!this.inserting) void this.insertWaiting();
    });
  }

  private async insertWaiting(): Promise<void> {
    this.inserting = true;
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.options.batchSize * 5);
      const rows = group.map((w) => w.row);
      let written = true;
      try {
        await this.db.execute(insertBatch(rows));
      } catch (error) {
        written = false;
        // Whole, at once: should the process die before a retry lands, the error log still has them.
        for (const row of rows)
          this.log.error({ accessLogRow: row }, 'access log row of a write kept for retry');
        this.keepForRetry(error, rows);
      }
      for (const w of group) w.resolve(written);
    }
    this.inserting = false;
  }

  /** Buffers a row (a read request's) for the next batch. */
  push(row: AccessLogRow): void {
    this.buffer.push(row);
    if (this.buffer.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs);
  }

  /** Writes what is buffered; resolves when every earlier batch has been tried too. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.buffer;
    this.buffer = [];
    return this.serially(async () => {
      if (rows.length === 0) return;
      try {
        await this.db.execute(insertBatch(rows));
      } catch (error) {
        this.keepForRetry(error, rows);
      }
    });
  }

  /**
   * Flushes the buffer, then retries the queue until it is empty or
   * `closeDeadlineMs` has passed; rows still unwritten are logged whole and counted.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.flush();
    const deadline = Date.now() + this.options.closeDeadlineMs;
    while (this.pending.length > 0 && Date.now() < deadline) {
      if (await this.serially(() => this.retryPending())) break;
      await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(0, deadline - Date.now()))));
    }
    if (this.pending.length > 0)
      this.drop(this.pending.splice(0), 'the server closed before the database took them');
  }

  private serially<T>(step: () => Promise<T>): Promise<T> {
    const next = this.chain.then(step);
    this.chain = next.catch(() => {});
    return next;
  }

  private keepForRetry(error: unknown, rows: AccessLogRow[]): void {
    this.counts.failedInserts += 1;
    this.pending.push(...rows);
    this.log.error(
      { err: error, rows: rows.length, pending: this.pending.length },
      'access log insert failed: rows kept for retry',
    );
    this.trimPending();
    this.scheduleRetry();
  }

  private trimPending(): void {
    const over = this.pending.length - this.options.maxPending;
    if (over > 0) this.drop(this.pending.splice(0, over), 'the retry queue is full');
  }

  /** Gives rows up, loudly: each one goes to the error log whole, so it can still be recovered from there. */
  private drop(rows: AccessLogRow[], reason: string): void {
    this.counts.droppedRows += rows.length;
    this.log.error(
      { reason, droppedRows: rows.length, droppedSinceStart: this.counts.droppedRows },
      'ACCESS LOG ROWS LOST: not written to access_logs',
    );
    for (const row of rows) this.log.error({ accessLogRow: row }, 'access log row lost');
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.closing) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.serially(() => this.retryPending());
    }, this.retryDelay);
  }

  /** Inserts the queue in chunks; true when it is empty. On a failure, backs off and schedules the next try. */
  private async retryPending(): Promise<boolean> {
    let written = 0;
    while (this.pending.length > 0) {
      // The chunk stays in the queue until the insert lands, so `pendingRows`
      // (and the metric) never reads 0 while a retry is still in flight.
      const rows = this.pending.slice(0, this.options.batchSize * 5);
      try {
        await this.db.execute(insertBatch(rows));
        this.pending.splice(0, rows.length);
        written += rows.length;
      } catch (error) {
        this.retryDelay = Math.min(this.retryDelay * 2, this.options.retryMaxMs);
        this.log.warn(
          { err: error, pending: this.pending.length, nextTryMs: this.retryDelay },
          'access log retry failed',
        );
        this.scheduleRetry();
        return false;
      }
    }
    this.retryDelay = this.options.retryBaseMs;
    if (written > 0) this.log.info({ rows: written }, 'access log rows written after a retry');
    return true;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the request changed data (request-writes.ts), and whether its row is written. */
    accessTrace: (RequestTrace & { logged?: boolean }) | null;
  }
}

function rowOf(request: FastifyRequest, reply: FastifyReply): AccessLogRow | null {
  const path = request.url.split('?', 1)[0] ?? request.url;
  if (SKIP.test(path) || (request.method === 'GET' && !isApiPath(path))) return null;
  return {
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
  };
}

/**
 * Records every API request. The handler runs inside the request's trace, so
 * the database layer marks a request that changed data; such a request's row is
 * inserted in onSend, before the response leaves, and the others' rows are
 * batched from onResponse. The writer is closed (flushed) when the app closes.
 */
export function registerAccessLog(app: FastifyInstance, writer: AccessLogWriter): void {
  app.decorateRequest('accessTrace', null);
  app.addHook('preHandler', (request, _reply, done) => {
    const trace = { wrote: false };
    request.accessTrace = trace;
    runTraced(trace, done);
  });
  // Callback hooks: a read passes through both without the promise and microtask turn an
  // async hook costs on every request (issue 18, the cheapest signed-in route).
  app.addHook('onSend', (request, reply, payload, done) => {
    const trace = request.accessTrace;
    if (!trace?.wrote) return done(null, payload);
    const row = rowOf(request, reply);
    if (!row) return done(null, payload);
    trace.logged = true;
    // A failed insert leaves the row in the retry queue (logged); the write itself
    // has happened, so the client is still told so.
    void writer.writeNow(row).then(() => done(null, payload));
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.accessTrace?.logged) {
      const row = rowOf(request, reply);
      if (row) writer.push(row);
    }
    done();
  });
  app.addHook('onClose', () => writer.close());
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
