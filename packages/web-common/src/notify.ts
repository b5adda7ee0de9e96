/**
 * A bridge from non-React code (the HTTP client, route loaders) to antd's notification
 * and modal APIs, which need React context (antd App) to follow the theme and locale.
 */
export interface Notice {
  type: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description: string;
  /** Same key replaces the previous notice, so a burst of failures shows once. */
  key?: string;
  /** Seconds; spec 000 §9 says 3 to 4. */
  duration?: number;
}

/** A blocking dialog with one button, e.g. 'login expired' / 'log in again' (spec 000 §8). */
export interface Dialog {
  type: 'warning' | 'error' | 'info';
  title: string;
  content: string;
  okText: string;
  onOk: () => void;
}

interface Sinks {
  notice: (notice: Notice) => void;
  dialog: (dialog: Dialog) => void;
}

let sinks: Sinks | null = null;
// A loader may fail before the React tree (or the lazily loaded host) is there: hold messages until it is.
const pendingNotices: Notice[] = [];
const pendingDialogs: Dialog[] = [];

// The host that shows them loads on the first message, so a page that never fails never loads it.
let requested = false;
const demandListeners = new Set<() => void>();

function demand(): void {
  if (requested) return;
  requested = true;
  for (const listener of demandListeners) listener();
}

/** Whether anything has asked to be shown yet (for useSyncExternalStore). */
export function isNotifierWanted(): boolean {
  return requested;
}

export function onNotifierWanted(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

export function bindNotifier(notice: Sinks['notice'], dialog: Sinks['dialog'] = () => {}): () => void {
  const next = { notice, dialog };
  sinks = next;
  for (const n of pendingNotices.splice(0)) notice(n);
  for (const d of pendingDialogs.splice(0)) dialog(d);
  return () => {
    if (sinks === next) sinks = null;
  };
}

export function notify(notice: Notice): void {
  if (sinks) {
    sinks.notice(notice);
    return;
  }
  pendingNotices.push(notice);
  demand();
}

export function showDialog(dialog: Dialog): void {
  if (sinks) {
    sinks.dialog(dialog);
    return;
  }
  pendingDialogs.push(dialog);
  demand();
}
