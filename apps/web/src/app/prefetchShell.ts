import { useEffect } from 'react';

/**
 * The meta element the build writes into index.html (apps/web/vite.config.ts): the files
 * of the signed-in shell that the first page does not already load, space-separated.
 */
export const SHELL_FILES_META = 'awards-shell-files';

/** The shell's files listed by the build; none in development or tests. */
export function shellFiles(doc: Document = document): string[] {
  const content = doc.querySelector(`meta[name="${SHELL_FILES_META}"]`)?.getAttribute('content') ?? '';
  return content.split(/\s+/).filter(Boolean);
}

/** Adds a low-priority prefetch link per file: downloaded into the HTTP cache, not run. */
export function prefetchFiles(files: string[], doc: Document = document): void {
  const listed = new Set(
    [...doc.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of files) {
    if (listed.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
    // As the module scripts and their preloads ask for them, so the cached copy is reused.
    link.setAttribute('crossorigin', '');
    doc.head.append(link);
  }
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Prefetches `files()` once the page is on screen and the browser is idle: downloaded into the
 * HTTP cache, not run. Skipped when the user asked to save data.
 */
export function usePrefetchWhenIdle(files: () => string[]): void {
  useEffect(() => {
    const list = files();
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!list.length || saveData) return;
    const win = window as IdleWindow;
    const run = () => prefetchFiles(list);
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const handle = win.requestIdleCallback(run, { timeout: 5000 });
      return () => win.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(run, 2000);
    return () => window.clearTimeout(timer);
  }, [files]);
}

/**
 * Issue 18: the sign-in page loads only itself; once it is on screen and the browser is
 * idle, the signed-in shell's files are prefetched, so signing in does not wait for them.
 * Prefetching only downloads: nothing of the shell runs on the sign-in page.
 */
export function usePrefetchShellWhenIdle(): void {
  usePrefetchWhenIdle(shellFiles);
}
