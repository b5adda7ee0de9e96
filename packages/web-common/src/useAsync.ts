import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A small stand-in for TanStack Query on the login route only: that route has a bundle
 * budget (bench/bundle-browser.mjs) and makes a couple of calls, so it does without the query
 * library, which the signed-in shell loads with its first page.
 */
export function useAsync<T>(load: () => Promise<T>, enabled = true) {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: enabled });
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useRef(0);

  const reload = useCallback(() => {
    const id = ++run.current;
    setState((s) => ({ ...s, loading: true }));
    loadRef.current().then(
      (data) => id === run.current && setState({ data, loading: false }),
      (error: unknown) => id === run.current && setState({ error, loading: false }),
    );
  }, []);

  useEffect(() => {
    if (enabled) reload();
    else run.current++;
  }, [enabled, reload]);

  return { ...state, reload };
}

/** One action at a time (a form submit): `run` reports through callbacks, `pending` while it runs. */
export function useAsyncAction<A, T>(action: (args: A) => Promise<T>) {
  const [pending, setPending] = useState(false);
  const run = (args: A, on: { onSuccess: (result: T) => void; onError: (error: unknown) => void }) => {
    setPending(true);
    action(args).then(
      (result) => {
        setPending(false);
        on.onSuccess(result);
      },
      (error: unknown) => {
        setPending(false);
        on.onError(error);
      },
    );
  };
  return { run, pending };
}
