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

let linked: Promise<void> | undefined;

/** Links antd's stylesheet (once) and resolves when it has loaded; a failure can be retried. */
export function loadAntdStyles(doc: Document = document): Promise<void> {
  // jsdom loads no stylesheet (and fires no load event): the unit tests render without it.
  if (import.meta.env.MODE === 'test') return Promise.resolve();
  linked ??= new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = ANTD_STYLESHEET;
    // As the shell's prefetch asks for it (apps/web prefetchShell.ts), so the cached copy is reused.
    link.crossOrigin = '';
    link.dataset.antd = '';
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      linked = undefined;
      reject(new Error(`antd's stylesheet did not load: ${ANTD_STYLESHEET}`));
    };
    doc.head.prepend(link);
  });
  return linked;
}
