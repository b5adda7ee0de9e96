import { startTransition, useEffect, useState } from 'react';

/**
 * True once the browser is idle after the first render (at most 2 s later). What it brings renders
 * as a transition (in slices, yielding to input: no long task).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => startTransition(() => setIdle(true)), {
        timeout: 2000,
      });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => startTransition(() => setIdle(true)), 300);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
