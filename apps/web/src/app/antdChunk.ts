import { loadAntdStyles } from '@awards/web-common/antdStyles';

/**
 * antd's configuration (AntdProviders), a chunk of its own: the layouts' loaders start it
 * beside their own chunks, so it is not fetched only once the page renders (RootRoute).
 * With it antd's prebuilt stylesheet (antdStyles.ts: antd runs without its run-time styles),
 * awaited too, so no antd component renders before its styles are in.
 */
export const loadAntdProviders = () =>
  Promise.all([import('./AntdProviders'), loadAntdStyles()]).then(([providers]) => providers);
