/** The longest wait for the first paint's report (a hidden tab paints nothing). */
const LIMIT_MS = 1000;

let painted: Promise<void> | undefined;

/**
 * Resolves once the page's first content is painted (the browser's first-contentful-paint entry),
 * in a task of its own after it; at once on later calls. What starts here is no part of what the
 * first paint waits for: Lighthouse's simulation counts every request begun before the observed
 * first paint as holding FCP and LCP back, and a requestAnimationFrame callback still runs before
 * the paint's timestamp (issue 15, bench/README.md). Without paint timing, after the next frame;
 * never later than LIMIT_MS.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(limit);
      setTimeout(resolve);
    };
    const limit = setTimeout(done, LIMIT_MS);
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(done);
      return;
    }
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}
