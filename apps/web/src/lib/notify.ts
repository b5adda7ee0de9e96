/**
 * A bridge from non-React code (the HTTP client, route loaders) to antd's notification
 * API, which needs React context (antd App) to follow the theme and locale.
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

type Sink = (notice: Notice) => void;

let sink: Sink | null = null;
// A loader may fail before the React tree has mounted: hold notices until it has.
const pending: Notice[] = [];

export function bindNotifier(next: Sink): () => void {
  sink = next;
  for (const notice of pending.splice(0)) next(notice);
  return () => {
    if (sink === next) sink = null;
  };
}

export function notify(notice: Notice): void {
  if (sink) sink(notice);
  else pending.push(notice);
}
