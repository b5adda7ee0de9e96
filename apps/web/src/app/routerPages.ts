import { lazyPage } from './lazyPage';

// The router's own pages (app/pages: no module's), each its own chunk, loaded when first shown.
export const PlaceholderPage = lazyPage(() => import('./pages/PlaceholderPage'), 'PlaceholderPage');
export const IframePage = lazyPage(() => import('./pages/IframePage'), 'IframePage');
export const ExternalLinkPage = lazyPage(() => import('./pages/ExternalLinkPage'), 'ExternalLinkPage');
export const ForbiddenPage = lazyPage(() => import('./pages/ForbiddenPage'), 'ForbiddenPage');
export const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');
export const ServerErrorPage = lazyPage(() => import('./pages/ServerErrorPage'), 'ServerErrorPage');
