import antdCssUrl from 'antd/dist/antd.css?url';

/**
 * antd's styles as one prebuilt stylesheet instead of its run-time CSS-in-JS: the providers set
 * `theme.zeroRuntime` (ANTD_ZERO_RUNTIME), so no component works out and injects its styles
 * during the first render (that work was most of the signed-in pages' blocking time under
 * Lighthouse's CPU slowdown). The design tokens are still CSS variables written at run time from
 * the theme, so a theme change (primary colour, component tokens) needs no other stylesheet.
 *
 * The sheet is linked when antd's frame is loaded (the portal's AntdProviders, the site's
 * AppFrame), not in index.html: the pages without antd (sign-in, the site's landing page) do
 * not wait for it. It goes first in <head>, where antd's run-time styles went, so the apps' own
 * stylesheets still win over antd's rules of equal specificity. The frame's loader awaits it:
 * no antd component renders unstyled.
 */
export const ANTD_STYLESHEET = antdCssUrl;

/** For the providers' theme: antd generates no component styles at run time. */
export const ANTD_ZERO_RUNTIME = { zeroRuntime: true } as const;

const linked = new WeakMap<Document, Promise<void>>();

/**
 * Links the stylesheet at `href` first in the document's <head> (once per document) and
 * resolves when it has loaded; on failure the link is removed and the promise rejects, so the
 * route's error page can offer a retry that links it again.
 */
export function linkStylesheetFirst(doc: Document, href: string): Promise<void> {
  const pending = linked.get(doc);
  if (pending) return pending;
  const loaded = new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // As the shell's prefetch asks for it (apps/web prefetchShell.ts), so the cached copy is reused.
    link.crossOrigin = '';
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      linked.delete(doc);
      reject(new Error(`stylesheet did not load: ${href}`));
    };
    doc.head.prepend(link);
  });
  linked.set(doc, loaded);
  return loaded;
}

/** antd's stylesheet, linked once; the unit tests (jsdom loads no stylesheet) render without it. */
export function loadAntdStyles(doc: Document = document): Promise<void> {
  if (import.meta.env.MODE === 'test') return Promise.resolve();
  return linkStylesheetFirst(doc, ANTD_STYLESHEET);
}
