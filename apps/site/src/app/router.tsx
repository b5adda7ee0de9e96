import { loadAntdStyles } from '@awards/web-common/antdStyles';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SITE_BASE } from '../config/paths';
import { SignInPage } from '../features/auth/pages/SignInPage';
import { PublicLayout } from '../shell/PublicLayout';
import { accountIndexLoader, accountLoader } from './accountGuard';
import { ACCOUNT_PAGES, type AccountPage } from './accountPages';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PUBLIC_PAGES } from './publicPages';
import { RootRoute } from './RootRoute';

/**
 * Plain pages in the entry chunk, as the home page is: the sign-in page (about 5 KB gzipped) is
 * where every signed-in visit starts, and a chunk of its own cost it a round trip before its
 * first paint (Lighthouse's LCP on a slow phone link). Its registry line stays the same.
 */
const IN_ENTRY: Record<string, ComponentType> = { 'sign-in': SignInPage };

/** A registered page as a lazy route: its own chunk, its name on the route's handle. */
const registered = (page: {
  path: string;
  title: readonly string[];
  load: () => Promise<React.ComponentType>;
}) => {
  const inEntry = IN_ENTRY[page.path];
  return inEntry
    ? { path: page.path, handle: { title: page.title }, Component: inEntry }
    : {
        path: page.path,
        handle: { title: page.title },
        lazy: async () => ({ Component: await page.load() }),
      };
};

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
            // antd's prebuilt stylesheet with the frame: no antd component renders unstyled.
            lazy: async () => {
              const [frame] = await Promise.all([import('./AppFrame'), loadAntdStyles()]);
              return { Component: frame.AppFrame };
            },
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
