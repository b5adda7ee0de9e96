import { HOME_PATH } from '@awards/shared/permissions';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PATHS } from '../config/paths';
import { GlobalLayout } from '../layouts/GlobalLayout';
import { UserLayout } from '../layouts/UserLayout';
import { loginRootLoader, portalLoader, rootRedirectLoader } from './guard';
import { MenuRoute } from './MenuRoute';
import { ExceptionPage, LoginPage, MonitorPage } from './pages';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';
import { PORTAL_ROUTE_ID } from './usePortalInit';

// Rendered while the first loaders run: nothing, so index.html's skeleton stays visible.
const KeepSkeleton = () => null;

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    HydrateFallback: KeepSkeleton,
    children: [
      {
        path: PATHS.loginRoot,
        element: <UserLayout />,
        children: [
          // Redirect-only routes: element null says so (and keeps react-router from warning).
          { index: true, loader: loginRootLoader, element: null },
          { path: 'login', element: <LoginPage /> },
        ],
      },
      { path: PATHS.forbidden, element: <ExceptionPage status={403} /> },
      { path: PATHS.notFound, element: <ExceptionPage status={404} /> },
      { path: PATHS.serverError, element: <ExceptionPage status={500} /> },
      {
        id: PORTAL_ROUTE_ID,
        path: '/',
        loader: portalLoader,
        element: <GlobalLayout />,
        children: [
          { index: true, loader: rootRedirectLoader, element: null },
          { path: HOME_PATH, element: <MonitorPage /> },
          // Menu pages, and the 404 redirect for paths that are not in the menu.
          { path: '*', element: <MenuRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
