/**
 * antd's configuration (AntdProviders), a chunk of its own: the layouts' loaders start it
 * beside their own chunks, so it is not fetched only once the page renders (RootRoute).
 */
export const loadAntdProviders = () => import('./AntdProviders');
