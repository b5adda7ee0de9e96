import { lazyPage } from './lazyPage';

// The shell's own pages, each its own chunk, loaded when first shown.
export const PlaceholderPage = lazyPage(
  () => import('../features/home/pages/PlaceholderPage'),
  'PlaceholderPage',
);
export const IframePage = lazyPage(() => import('../features/home/pages/IframePage'), 'IframePage');
export const ExternalLinkPage = lazyPage(
  () => import('../features/home/pages/ExternalLinkPage'),
  'ExternalLinkPage',
);
export const ForbiddenPage = lazyPage(
  () => import('../features/exception/pages/ForbiddenPage'),
  'ForbiddenPage',
);
export const NotFoundPage = lazyPage(
  () => import('../features/exception/pages/NotFoundPage'),
  'NotFoundPage',
);
export const ServerErrorPage = lazyPage(
  () => import('../features/exception/pages/ServerErrorPage'),
  'ServerErrorPage',
);
