import { createBrowserRouter, type RouteObject } from 'react-router';
import { PATHS } from '../config/paths';
import { withChunkTimeout } from '../lib/chunkLoad';
import { loginRootLoader, portalLoader, rootIndexLoader, rootLoader } from './guard';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';
import { ForbiddenPage, LoginPage, NotFoundPage, ServerErrorPage } from './shellPages';
import { PORTAL_ROUTE_ID } from './usePortalInit';

// Rendered while the first loaders run: nothing, so index.html's skeleton stays visible.
const KeepSkeleton = () => null;

// Layouts are chunks of their own: the login page never loads the signed-in shell.
const userLayout = withChunkTimeout(() =>
  import('../layouts/UserLayout').then((m) => ({ Component: m.UserLayout })),
);
const blankLayout = withChunkTimeout(() =>
  import('../layouts/BlankLayout').then((m) => ({ Component: m.BlankLayout })),
);
const globalLayout = withChunkTimeout(() =>
  import('../layouts/GlobalLayout').then((m) => ({ Component: m.GlobalLayout })),
);
const menuRoutes = withChunkTimeout(() => import('./MenuRoutes').then((m) => ({ Component: m.MenuRoutes })));

/** The fixed routes of spec 000 §2; the menu's routes are generated below the portal route. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    HydrateFallback: KeepSkeleton,
    loader: rootLoader,
    children: [
      {
        path: PATHS.loginRoot,
        lazy: userLayout,
        children: [
          // Redirect-only routes: element null says so (and keeps react-router from warning).
          { index: true, loader: loginRootLoader, element: null },
          { path: 'login', element: <LoginPage /> },
        ],
      },
      { path: PATHS.errorBlank, lazy: blankLayout },
      { path: PATHS.forbidden, element: <ForbiddenPage /> },
      { path: PATHS.notFound, element: <NotFoundPage /> },
      { path: PATHS.serverError, element: <ServerErrorPage /> },
      {
        id: PORTAL_ROUTE_ID,
        path: '/',
        loader: portalLoader,
        // Signing out and in again as someone else must not reuse the previous menu.
        shouldRevalidate: ({ defaultShouldRevalidate, currentUrl, nextUrl }) =>
          defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname,
        children: [
          { path: PATHS.blank.slice(1), lazy: blankLayout },
          {
            lazy: globalLayout,
            children: [
              { index: true, loader: rootIndexLoader, element: null },
              { path: '*', lazy: menuRoutes },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
