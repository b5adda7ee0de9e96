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

const linked = new WeakMap<Document, Map<string, Promise<void>>>();

/** The attribute of the links made here: the next one goes after the last of them. */
const LINKED_FIRST = 'data-linked-first';

/**
 * Links the stylesheet at `href` in the document's <head> (once per document and address) and
 * resolves when it has loaded; on failure the link is removed and the promise rejects, so the
 * route's error page can offer a retry that links it again. The first sheet linked here goes
 * first in <head>, each later one right after the sheets linked here before it: in the order
 * they were asked for, and all before the app's own stylesheets (antd's sheet in two parts,
 * the portal's antdChunk.ts, keeps the order of the whole).
 */
export function linkStylesheetFirst(doc: Document, href: string): Promise<void> {
  let sheets = linked.get(doc);
  if (!sheets) {
    sheets = new Map();
    linked.set(doc, sheets);
  }
  const pending = sheets.get(href);
  if (pending) return pending;
  const own = sheets;
  const loaded = new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute(LINKED_FIRST, '');
    // As the shell's prefetch asks for it (apps/web prefetchShell.ts), so the cached copy is reused.
    link.crossOrigin = '';
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      own.delete(href);
      reject(new Error(`stylesheet did not load: ${href}`));
    };
    const before = [...doc.head.querySelectorAll(`link[${LINKED_FIRST}]`)].at(-1);
    if (before) before.after(link);
    else doc.head.prepend(link);
  });
  own.set(href, loaded);
  return loaded;
}

/** A stylesheet linked as above; the unit tests (jsdom loads no stylesheet) render without it. */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  if (import.meta.env.MODE === 'test') return Promise.resolve();
  return linkStylesheetFirst(doc, href);
}

/** antd's whole stylesheet, linked once (the site's antd frame). */
export function loadAntdStyles(doc: Document = document): Promise<void> {
  return loadStylesheet(ANTD_STYLESHEET, doc);
}
