import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAppFrame } from '../components/antdFrame';
import { SITE_BASE } from '../config/paths';
import { SignInPage } from '../features/auth/pages/SignInPage';
import { PublicLayout } from '../shell/PublicLayout';
import { AccountRoute } from './AccountRoute';
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

/**
 * antd's frame as a pathless route around its child routes: antd's prebuilt stylesheet with the
 * frame, awaited, so no antd component renders unstyled.
 */
const inFrame = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: await loadAppFrame() }),
  children,
});

/**
 * An account page, with its item page (`reviews/:declarationId`) as a child route where it has
 * one. A plain page (`plain`) is outside antd's frame (it brings the frame for the parts that need
 * it); its item page is inside.
 */
const registeredAccount = (page: AccountPage): RouteObject => {
  if (!page.item) return registered(page);
  const item: RouteObject = {
    path: page.item.path,
    lazy: async () => ({ Component: await page.item!.load() }),
  };
  return {
    path: page.path,
    handle: { title: page.title },
    children: [
      { index: true, lazy: async () => ({ Component: await page.load() }) },
      page.plain ? inFrame([item]) : item,
    ],
  };
};

const MENU = PUBLIC_PAGES.filter((page) => page.menu !== undefined)
  .sort((a, b) => a.menu! - b.menu!)
  .map((page) => ({ to: `/${page.path}`, title: page.title, guestsOnly: page.guestsOnly }));

/**
 * The site's routes: the public layout around everything; the home page in the first chunk;
 * the plain pages (the sign-in page) without antd; every other page a chunk of its own inside
 * the app frame (antd, TanStack Query); the signed-in area behind its guard, its frame plain
 * (so its first paint waits for no antd), its pages in antd's frame but for the plain ones.
 * The two registries (publicPages.ts, accountPages.ts) make the routes and the menus.
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
          inFrame(PUBLIC_PAGES.filter((page) => !page.plain).map(registered)),
          {
            // The signed-in area's frame (plain: the user's name, the menu) in the entry chunk; its
            // pages in antd's frame but for the plain ones (the declaration form's first screen).
            path: 'my',
            loader: accountLoader,
            Component: AccountRoute,
            children: [
              { index: true, loader: accountIndexLoader, element: null },
              ...ACCOUNT_PAGES.filter((page) => page.plain).map(registeredAccount),
              inFrame(ACCOUNT_PAGES.filter((page) => !page.plain).map(registeredAccount)),
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
