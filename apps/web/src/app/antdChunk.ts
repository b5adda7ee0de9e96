import type { ReactNode } from 'react';
import { loadAntdFirst } from '../lib/antdSheets';
import { routeChunk } from './routeChunk';

/**
 * antd's configuration (AntdProviders), a chunk of its own: the layouts' loaders start it
 * beside their own chunks, so it is not fetched only once the page renders (RootRoute).
 * With it the first part of antd's stylesheet (lib/antdSheets.ts: the components of the shell
 * and the home page), awaited too, so no antd component of the shell renders before its styles
 * are in.
 */
export const loadAntdProviders = () =>
  Promise.all([import('./AntdProviders'), loadAntdFirst()]).then(([providers]) => providers);

/**
 * The same as a chunk: loaded by the layouts' loaders (router.tsx), then rendered by RootRoute
 * directly, without the Suspense round of React.lazy (routeChunk.tsx says what that cost).
 */
export const antdProvidersChunk = routeChunk<{ children?: ReactNode }>(() =>
  loadAntdProviders().then((m) => m.AntdProviders),
);
