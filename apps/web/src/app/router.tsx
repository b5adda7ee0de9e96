import { SIGN_ON_PAGES } from '@awards/shared/sign-on-paths';
import { getToken } from '@awards/web-common/session';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PATHS } from '../config/paths';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { getProjectSettings } from '../shell/api/getProjectSettings';
import { UserLayout } from '../shell/UserLayout';
import { PORTAL_ROUTE_ID } from '../shell/usePortalInit';
import { antdProvidersChunk } from './antdChunk';
import { loadPortalInit, loginRootLoader, portalLoader, rootIndexLoader, rootLoader } from './guard';
import { usePrefetchShellWhenIdle } from './prefetchShell';
import { RootRoute, SIGN_IN_ROUTE_ID } from './RootRoute';
import { RouteError } from './RouteError';
import { chunkRoute, routeChunk } from './routeChunk';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './routerPages';

// Rendered while the first loaders run: nothing, so index.html's skeleton stays visible.
const KeepSkeleton = () => null;

// The sign-in page and its layout are in the first chunk, with everything else the first
// screen needs (vite.config.ts): every signed-out visit ends there. The other layouts are
// chunks of their own, fetched only for the routes that render them, so a signed-out visit
// to any address downloads nothing of the shell (routeChunk.tsx says why not `lazy`).
// antd's configuration (RootRoute renders it around every page but the sign-in page) is
// fetched beside each layout, not after it.
const withAntd = <T,>(load: Promise<T>): Promise<T> =>
  Promise.all([load, antdProvidersChunk.load()]).then(([loaded]) => loaded);
const blankLayout = routeChunk(() => withAntd(import('../shell/BlankLayout').then((m) => m.BlankLayout)));
const menuRoutes = routeChunk(() => import('./MenuRoutes').then((m) => m.MenuRoutes));
// Every page of the shell but '/' (a redirect) renders the menu routes: fetched together.
const globalLayout = routeChunk(() => {
  menuRoutes.load().catch(() => undefined);
  return withAntd(import('../shell/GlobalLayout').then((m) => m.GlobalLayout));
});
const always = () => true;

/**
 * The menu routes' loader (the first signed-in page only: it does not run again on navigation):
 * their chunk, then the module of the page at the address, so the page renders with the shell
 * rather than its fallback first (MenuRoutes.tsx preloadPageAt); and the server's theme when
 * none is saved yet (useServerTheme.ts applyServerThemeFirst).
 */
async function menuRoutesLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (getToken() === null) return null;
  const url = new URL(request.url);
  const [{ preloadPageAt }, init] = await Promise.all([
    menuRoutes.load().then(() => import('./MenuRoutes')),
    loadPortalInit(url),
    // The server's theme, when none is saved here, before the first frame (its layout).
    globalLayout
      .load()
      .then(() => import('../shell/settings/useServerTheme'))
      .then((m) => m.applyServerThemeFirst()),
  ]);
  await preloadPageAt(url.pathname, init);
  // The landing's visit is counted beside the first render (its module came with the shell).
  import('../shell/products/useRecordMenuVisit')
    .then((m) => m.recordOpeningVisit(url.pathname, init.menu ?? []))
    .catch(() => undefined);
  return null;
}

/** The sign-in page; once it is up and the browser idle, the shell's files are prefetched. */
function SignInRoute() {
  usePrefetchShellWhenIdle();
  return <LoginPage />;
}

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
        Component: UserLayout,
        // The title and filing links are asked for while the page renders, not after.
        loader: () => {
          getProjectSettings().catch(() => undefined);
          return null;
        },
        shouldRevalidate: () => false,
        children: [
          // Redirect-only routes: element null says so (and keeps react-router from warning).
          { index: true, loader: loginRootLoader, element: null },
          // The one page without antd (RootRoute): its frame and forms are the plain kit.
          { id: SIGN_IN_ROUTE_ID, path: 'login', Component: SignInRoute },
          // Where CAS and the OAuth provider send the browser back (docs/sso.md): chunks of
          // their own, so the sign-in page's weight does not change.
          {
            path: SIGN_ON_PAGES.cas.slice(PATHS.loginRoot.length + 1),
            lazy: () =>
              import('../features/sso/pages/CasCallbackPage').then((m) => ({ Component: m.CasCallbackPage })),
          },
          {
            path: SIGN_ON_PAGES.oauth.slice(PATHS.loginRoot.length + 1),
            lazy: () =>
              import('../features/sso/pages/OAuthCallbackPage').then((m) => ({
                Component: m.OAuthCallbackPage,
              })),
          },
        ],
      },
      { path: PATHS.errorBlank, ...chunkRoute(blankLayout, always) },
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
          { path: PATHS.blank.slice(1), ...chunkRoute(blankLayout) },
          {
            ...chunkRoute(globalLayout),
            children: [
              { index: true, loader: rootIndexLoader, element: null },
              { path: '*', ...chunkRoute(menuRoutes), loader: menuRoutesLoader },
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
