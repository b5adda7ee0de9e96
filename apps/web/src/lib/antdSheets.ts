import { first as ANTD_SHEET_FIRST, rest as ANTD_SHEET_REST } from 'virtual:antd-sheets';
import { loadStylesheet } from '@awards/web-common/antdStyles';
import { ChunkLoadError, CSS_CHUNK_LOAD_FAILED } from './chunkLoad';

// antd's prebuilt stylesheet in two (@awards/web-common/antdStyles: antd runs without its run-time
// styles; vite.plugins.ts ANTD_FIRST_SHEET: the build splits it by component): the first part has
// the components of the shell and the home page, the rest every other component (issue 18: the
// whole sheet, 982 KB, was downloaded and parsed before the home page's first paint).

/** The first part, linked and awaited with antd's configuration (app/antdChunk.ts). */
export const loadAntdFirst = (): Promise<void> => loadStylesheet(ANTD_SHEET_FIRST);

/**
 * The rest of antd's stylesheet, after its first part (both linked in that order at once, so the
 * rules keep the order of the whole sheet): every page but the home page waits for it before it
 * renders (lazyPage.tsx), and so do the shell's dialogs and drawers (withAntdRest), so no
 * component renders unstyled. A failure is a stylesheet chunk's (the page's retry loads it again).
 */
export function loadAntdRest(): Promise<void> {
  return Promise.all([loadStylesheet(ANTD_SHEET_FIRST), loadStylesheet(ANTD_SHEET_REST)]).then(
    () => undefined,
    (cause: unknown) => {
      throw new ChunkLoadError('error', { cause, code: CSS_CHUNK_LOAD_FAILED });
    },
  );
}

/** A lazily loaded part (a dialog, a drawer) that renders antd components of the second sheet. */
export const withAntdRest = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, loadAntdRest()]).then(([loaded]) => loaded);

/**
 * The rest of antd's stylesheet, for the shell to prefetch once it is on screen and the browser
 * idle (usePrefetchWhenIdle): downloaded into the HTTP cache, not applied (no style work on the
 * home page), so the first other page waits only for its parse. None in the unit tests.
 */
export const antdRestSheet = (): string[] => (import.meta.env.MODE === 'test' ? [] : [ANTD_SHEET_REST]);
