import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database layer tells a request about itself: whether a statement that
 * changes data ran on its behalf. The access log (platform/access-log.ts) writes
 * the row of such a request before its response leaves, and batches the others.
 *
 * The request's trace is entered around its handler (a preHandler hook); every
 * statement sent from there on, awaited or not, runs in that async context, so
 * the driver wrappers below read the trace at the moment the statement is sent.
 */
export interface RequestTrace {
  wrote: boolean;
}

const current = new AsyncLocalStorage<RequestTrace>();

/** Runs fn (and everything it starts) as the given request's work. */
export function runTraced<T>(trace: RequestTrace, fn: () => T): T {
  return current.run(trace, fn);
}

/** Statements that never change data, by their first keyword. */
const READ_ONLY = new Set([
  'select',
  'show',
  'explain',
  'values',
  'table',
  'begin',
  'start',
  'commit',
  'end',
  'rollback',
  'abort',
  'savepoint',
  'release',
  'set',
  'reset',
  'discard',
  'fetch',
  'declare',
  'close',
  'listen',
  'unlisten',
]);

const FIRST_WORD = /^[\s(]*([A-Za-z]+)/;
const ROW_LOCK = /\bfor\s+(?:no\s+key\s+)?update\b/gi;
const DML = /\b(?:insert|update|delete|merge)\b/i;

/**
 * Whether a statement may change data. Errs towards yes: a statement it cannot
 * read (odd first word, a CTE naming insert/update/delete/merge) counts as a
 * write, which only costs that request the wait for its log row.
 */
export function changesData(text: string): boolean {
  const word = FIRST_WORD.exec(text)?.[1]?.toLowerCase();
  if (word === undefined) return true;
  if (word === 'with') return DML.test(text.replace(ROW_LOCK, ''));
  return !READ_ONLY.has(word);
}

const verdicts = new Map<string, boolean>();

function note(text: string | undefined): void {
  const trace = current.getStore();
  if (!trace || trace.wrote || !text) return;
  let verdict = verdicts.get(text);
  if (verdict === undefined) {
    verdict = changesData(text);
    if (verdicts.size >= 2000) verdicts.clear();
    verdicts.set(text, verdict);
  }
  if (verdict) trace.wrote = true;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Wraps a driver's query method so that a data-changing statement marks the
 * request it is sent for. With `promiseFormOnly`, calls in the callback form are
 * not looked at: pg-pool's own pool.query reaches a pooled client that way, from
 * whichever request released that client, so the call is noted at pool.query
 * (wrapped too) where the calling request is still the current one.
 */
export function traceWrites<T extends object>(
  target: T,
  method: keyof T & string,
  options: { promiseFormOnly?: boolean } = {},
): void {
  const original = target[method] as unknown as QueryFn;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    if (!(options.promiseFormOnly && typeof args[args.length - 1] === 'function')) {
      const first = args[0] as string | { text?: string } | undefined;
      note(typeof first === 'string' ? first : first?.text);
    }
    return original.apply(this, args);
  };
  (target as Record<string, unknown>)[method] = wrapped;
}
