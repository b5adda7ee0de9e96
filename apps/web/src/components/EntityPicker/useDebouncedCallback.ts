import { useCallback, useEffect, useRef } from 'react';

/**
 * `callback` run `delayMs` after the last call, with that call's argument: typing in a
 * search box sends one request when the user pauses, not one per key.
 */
export function useDebouncedCallback<A>(callback: (arg: A) => void, delayMs: number): (arg: A) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  latest.current = callback;

  // A pending call must not land on an unmounted component.
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (arg: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(arg), delayMs);
    },
    [delayMs],
  );
}
