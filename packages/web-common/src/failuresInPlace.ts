// Which calls' failures their caller shows in place (a list's error state with its retry
// button) rather than as a notification. Apart from http.ts so that tests mocking the
// client keep it.

/** Calls started inside `showingFailuresInPlace` (a synchronous scope): set while it runs. */
let scopes = 0;

/**
 * Runs `start`, whose calls' failures the caller shows in place instead of as a
 * notification: `DataTable` wraps its fetch in it, so a failed list is not told twice. The
 * calls must start synchronously inside `start`, as a fetcher returning `http.post(...)`
 * does. A lapsed session is handled as ever.
 */
export function showingFailuresInPlace<T>(start: () => T): T {
  scopes += 1;
  try {
    return start();
  } finally {
    scopes -= 1;
  }
}

/** Whether a call starting now is inside such a scope (http.ts asks). */
export function failuresShownInPlace(): boolean {
  return scopes > 0;
}
