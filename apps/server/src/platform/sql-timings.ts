import type { SqlStatementStat } from '@awards/shared/monitor';
import { normaliseSql } from './sql-normalise';

interface Stat {
  calls: number;
  totalMs: number;
  maxMs: number;
}

/**
 * Timings the server takes around every query it sends (db/client.ts), for
 * when the database has no pg_stat_statements. Bounded: at most `maxStatements`
 * distinct statements; when full, a new statement replaces the one with the
 * least total time, so the heavy ones are never lost. The normalised text of a
 * raw text is cached (bounded too), so a repeated statement costs one map lookup.
 */
export class SqlTimings {
  private readonly stats = new Map<string, Stat>();
  private readonly normalised = new Map<string, string>();
  private started = new Date();

  constructor(private readonly maxStatements = 500) {}

  record(text: string, ms: number): void {
    let key = this.normalised.get(text);
    if (key === undefined) {
      key = normaliseSql(text);
      if (this.normalised.size >= this.maxStatements * 4) this.normalised.clear();
      this.normalised.set(text, key);
    }
    const stat = this.stats.get(key);
    if (stat) {
      stat.calls += 1;
      stat.totalMs += ms;
      if (ms > stat.maxMs) stat.maxMs = ms;
      return;
    }
    if (this.stats.size >= this.maxStatements) this.evictLightest();
    this.stats.set(key, { calls: 1, totalMs: ms, maxMs: ms });
  }

  get since(): Date {
    return this.started;
  }

  reset(): void {
    this.stats.clear();
    this.started = new Date();
  }

  snapshot(): SqlStatementStat[] {
    return [...this.stats].map(([query, s]) => ({
      query,
      calls: s.calls,
      totalMs: round(s.totalMs),
      meanMs: round(s.totalMs / s.calls),
      maxMs: round(s.maxMs),
      rows: null,
    }));
  }

  private evictLightest(): void {
    let lightest: string | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const [key, s] of this.stats) {
      if (s.totalMs < least) {
        least = s.totalMs;
        lightest = key;
      }
    }
    if (lightest !== undefined) this.stats.delete(lightest);
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

type QueryFn = (...args: never[]) => unknown;

/**
 * Wraps a driver's query method so that every call is timed into `timings`.
 * Works for node-postgres clients (promise or callback form) and PGlite; the
 * statement text is the first argument or its `.text`.
 */
export function timeQueries<T extends object>(
  target: T,
  method: keyof T & string,
  timings: SqlTimings,
): void {
  const original = target[method] as unknown as QueryFn;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    const started = performance.now();
    const last = args.length - 1;
    if (text && typeof args[last] === 'function') {
      // The callback form (pg-pool's own pool.query calls client.query this way).
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...cbArgs: unknown[]) => {
        timings.record(text, performance.now() - started);
        return callback(...cbArgs);
      };
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (text && result && typeof (result as Promise<unknown>).then === 'function') {
      // Timed to completion; a failed statement counts too (it cost the time).
      const done = () => timings.record(text, performance.now() - started);
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
  (target as Record<string, unknown>)[method] = wrapped;
}
