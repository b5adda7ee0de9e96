import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from '../components/afterFirstPaint';

/**
 * True once the browser is idle after the first paint (afterFirstPaint: what it brings is no part
 * of what the first paint waits for), at most 2 s later. What it brings renders as a transition
 * (in slices, yielding to input: no long task).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    let live = true;
    void afterFirstPaint().then(() => {
      if (!live) return;
      const show = () => startTransition(() => setIdle(true));
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(show, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(show, 300);
        cancel = () => clearTimeout(timer);
      }
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return idle;
}
