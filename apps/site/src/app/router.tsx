import { createBrowserRouter, type RouteObject } from 'react-router';
import { SITE_BASE } from '../config/paths';
import { PublicLayout } from '../shell/PublicLayout';
import { accountIndexLoader, accountLoader } from './accountGuard';
import { ACCOUNT_PAGES, type AccountPage } from './accountPages';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PUBLIC_PAGES } from './publicPages';
import { RootRoute } from './RootRoute';

/** A registered page as a lazy route: its own chunk, its name on the route's handle. */
const registered = (page: {
  path: string;
  title: readonly string[];
  load: () => Promise<React.ComponentType>;
}) => ({
  path: page.path,
  handle: { title: page.title },
  lazy: async () => ({ Component: await page.load() }),
});

/** An account page, with its item page (`reviews/:declarationId`) as a child route where it has one. */
const registeredAccount = (page: AccountPage) =>
  page.item
    ? {
        path: page.path,
        handle: { title: page.title },
        children: [
          { index: true, lazy: async () => ({ Component: await page.load() }) },
          { path: page.item.path, lazy: async () => ({ Component: await page.item!.load() }) },
        ],
      }
    : registered(page);

const MENU = PUBLIC_PAGES.filter((page) => page.menu !== undefined)
  .sort((a, b) => a.menu! - b.menu!)
  .map((page) => ({ to: `/${page.path}`, title: page.title }));

/**
 * The site's routes: the public layout around everything; the home page in the first chunk;
 * the plain pages (the sign-in page) chunks of their own without antd; every other page a chunk
 * of its own inside the app frame (antd, TanStack Query); the signed-in
 * area behind its guard. The two registries (publicPages.ts, accountPages.ts) make the routes
 * and the menus.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout menu={MENU} />,
        children: [
          { index: true, element: <HomePage /> },
          ...PUBLIC_PAGES.filter((page) => page.plain).map(registered),
          {
            lazy: async () => ({ Component: (await import('./AppFrame')).AppFrame }),
            children: [
              ...PUBLIC_PAGES.filter((page) => !page.plain).map(registered),
              {
                path: 'my',
                loader: accountLoader,
                lazy: async () => ({ Component: (await import('./AccountRoute')).AccountRoute }),
                children: [
                  { index: true, loader: accountIndexLoader, element: null },
                  ...ACCOUNT_PAGES.map(registeredAccount),
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createSiteRouter() {
  return createBrowserRouter(routes, { basename: SITE_BASE.replace(/\/$/, '') || '/' });
}
