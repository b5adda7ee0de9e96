/** Spec 000 §9: an identical request within 500 ms is not sent a second time. */
export const RESUBMIT_WINDOW_MS = 500;

interface Entry {
  promise: Promise<unknown>;
  /** Epoch ms when it settled; null while in flight. */
  settledAt: number | null;
}

const recent = new Map<string, Entry>();

/**
 * Runs `send` unless the same request (method, URL and body) is in flight or settled
 * less than 500 ms ago, with no other call finished since; then the caller shares that
 * request's outcome. A double click on "save" so sends one request, and both clicks see
 * the same answer.
 */
export function once<T>(key: string, send: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const entry = recent.get(key);
  if (entry && (entry.settledAt === null || now - entry.settledAt < RESUBMIT_WINDOW_MS)) {
    return entry.promise as Promise<T>;
  }
  for (const [k, e] of recent) {
    if (e.settledAt !== null && now - e.settledAt >= RESUBMIT_WINDOW_MS) recent.delete(k);
  }
  const next: Entry = { promise: Promise.resolve(), settledAt: null };
  const settle = () => {
    next.settledAt = Date.now();
    // Another call has finished since an earlier one settled (a save, a sign-out): its answer
    // may be out of date now, so a list refetched right after a change is really sent.
    for (const [k, e] of recent) if (e !== next && e.settledAt !== null) recent.delete(k);
  };
  next.promise = send().finally(settle);
  recent.set(key, next);
  return next.promise as Promise<T>;
}

export function requestKey(method: string, url: string, body: string | undefined): string {
  return `${method} ${url} ${body ?? ''}`;
}

/** For tests: forget every remembered request. */
export function resetResubmitGuard(): void {
  recent.clear();
}
