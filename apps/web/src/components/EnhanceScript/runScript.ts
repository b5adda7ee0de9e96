import {
  ENHANCE_BADGE_MAX,
  ENHANCE_CELL_MAX,
  ENHANCE_ROW_CLASSES,
  type EnhanceHint,
  type EnhanceRowClass,
} from '@awards/shared/enhance-runtime';

/**
 * The core of the enhance-script runner (docs/admin-catalogue-decisions.md "Enhance scripts"),
 * pure so that it is tested without a Worker; enhance.worker.ts only seals its scope and calls it.
 *
 * A script is the body of `function (rows) { … }`: `rows` is a copy of the page's rows (the JSON
 * the list call answered), and it returns an array of hints, one per row in the same order
 * (null or {} for none): `{ rowClass?: 'highlight' | 'muted' | 'warn', badge?: string,
 * columns?: { [columnKey]: string } }`. Anything else in the answer is dropped; texts are cut
 * to ENHANCE_BADGE_MAX / ENHANCE_CELL_MAX characters and shown as text, never as HTML.
 */

/** What a worker removes from its scope before it compiles a script: no network, no loading. */
export const BLOCKED_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'importScripts',
  'WebSocket',
  'WebSocketStream',
  'EventSource',
  'WebTransport',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'indexedDB',
  'caches',
  'Request',
  'Response',
  'navigator',
  'postMessage',
  'close',
] as const;

/**
 * Removes BLOCKED_GLOBALS from a global scope and its prototypes (a worker's `self`), so a
 * script finds them undefined, however it reaches for them (`fetch`, `self.fetch`,
 * `globalThis.fetch`). A name that cannot be deleted is shadowed by an undefined own value.
 * Answers the names still reachable (none, when it worked).
 */
export function sealScope(scope: object): string[] {
  for (const name of BLOCKED_GLOBALS) {
    for (let at: object | null = scope; at && at !== Object.prototype; at = Object.getPrototypeOf(at)) {
      if (Object.hasOwn(at, name)) {
        try {
          delete (at as Record<string, unknown>)[name];
        } catch {
          // A non-configurable property: shadowed below.
        }
      }
    }
    if ((scope as Record<string, unknown>)[name] !== undefined) {
      try {
        Object.defineProperty(scope, name, { value: undefined, configurable: false, writable: false });
      } catch {
        // Left as it is: reported.
      }
    }
  }
  return BLOCKED_GLOBALS.filter((name) => (scope as Record<string, unknown>)[name] !== undefined);
}

export type ScriptOutcome =
  | { status: 'done'; hints: (EnhanceHint | null)[] }
  | { status: 'failed'; error: string };

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** One row's answer, kept to the contract: anything unknown or of the wrong type is dropped. */
export function cleanHint(value: unknown): EnhanceHint | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const given = value as Record<string, unknown>;
  const hint: EnhanceHint = {};
  if (ENHANCE_ROW_CLASSES.includes(given.rowClass as EnhanceRowClass))
    hint.rowClass = given.rowClass as EnhanceRowClass;
  if (typeof given.badge === 'string' && given.badge.trim() !== '')
    hint.badge = cut(given.badge.trim(), ENHANCE_BADGE_MAX);
  if (given.columns && typeof given.columns === 'object' && !Array.isArray(given.columns)) {
    const columns: Record<string, string> = {};
    for (const [key, text] of Object.entries(given.columns as Record<string, unknown>)) {
      if (typeof text === 'string' || typeof text === 'number')
        columns[key] = cut(String(text), ENHANCE_CELL_MAX);
    }
    if (Object.keys(columns).length > 0) hint.columns = columns;
  }
  return Object.keys(hint).length > 0 ? hint : null;
}

/** The script's answer as one hint (or null) per row; a wrong shape is a failure. */
export function cleanHints(answer: unknown, rowCount: number): ScriptOutcome {
  if (answer === undefined || answer === null) return { status: 'done', hints: Array(rowCount).fill(null) };
  if (!Array.isArray(answer))
    return { status: 'failed', error: 'The script must return an array (one hint per row)' };
  return { status: 'done', hints: Array.from({ length: rowCount }, (_, i) => cleanHint(answer[i])) };
}

/**
 * Compiles and runs a script on rows. In strict mode; the blocked names are also parameters
 * bound to undefined, so a script sees no network even where the scope was not sealed (the
 * worker seals it too: a script can reach the global object in other ways). A throw or a
 * compile error is a failure with its message; the caller bounds the time (the worker is
 * terminated at ENHANCE_TIME_LIMIT_MS).
 */
export function runScript(script: string, rows: unknown[]): ScriptOutcome {
  const shadowed = BLOCKED_GLOBALS.filter((name) => name !== 'close');
  let compiled: (...args: unknown[]) => unknown;
  try {
    compiled = new Function('rows', ...shadowed, `'use strict';\n${script}`) as typeof compiled;
  } catch (error) {
    return { status: 'failed', error: messageOf(error) };
  }
  try {
    return cleanHints(compiled(rows), rows.length);
  } catch (error) {
    return { status: 'failed', error: messageOf(error) };
  }
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return cut(text, 300);
}
