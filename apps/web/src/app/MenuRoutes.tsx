import type { PortalInit } from '@awards/shared/home';
import { Suspense, useRef } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import { antdRestSheet } from '../lib/antdSheets';
import { useLayoutSettings } from '../lib/layoutSettings';
import { PageActiveContext } from '../lib/pageActive';
import { allMenus } from '../shell/apps';
import { queryClient } from '../shell/queryClient';
import { useTabs } from '../shell/tabs/tabsStore';
import { usePortalInit } from '../shell/usePortalInit';
import { buildMenuRoutes, type MenuHandle } from './buildMenuRoutes';
import { filterByPermission } from './menuAccess';
import { PageErrorBoundary } from './PageErrorBoundary';
import { usePrefetchWhenIdle } from './prefetchShell';
import { RoutesAt } from './RoutesAt';
import { usePageCache } from './usePageCache';

/** The routes of one init answer, built once (the loader below and the page area share them). */
const routesByInit = new WeakMap<PortalInit, RouteObject[]>();
function menuRoutesOf(init: PortalInit): RouteObject[] {
  let routes = routesByInit.get(init);
  if (!routes) {
    routes = buildMenuRoutes(filterByPermission(allMenus(init), init.permissions));
    routesByInit.set(init, routes);
  }
  return routes;
}

/**
 * Runs the module of the page at `pathname` before the first render of the menu routes (their
 * loader, router.tsx), so that page renders at once instead of its fallback first and the page a
 * Suspense round later (issue 18: the home page's chunks are preloaded by index.html's boot
 * script, boot/preload.js), and starts the page's calls (lazyPage's `calls`) before that render
 * rather than from its effects after it. Only the first page: the loader does not run again on
 * navigation.
 */
export function preloadPageAt(pathname: string, init: PortalInit): Promise<void> {
  const handle = matchRoutes(menuRoutesOf(init), pathname)?.at(-1)?.route.handle as MenuHandle | undefined;
  return handle?.page?.preload?.(queryClient) ?? Promise.resolve();
}

/**
 * The page area of the signed-in shell: the routes generated from the menu tree, with
 * cached pages (keep-alive menus, and every open tab in multi-tab mode) kept mounted
 * but hidden, so their state survives switching (spec 000 §2).
 */
export function MenuRoutes() {
  const init = usePortalInit();
  const routes = menuRoutesOf(init);
  const location = useLocation();
  const { multiPage } = useLayoutSettings();
  const { tabs } = useTabs();
  // The rest of antd's stylesheet, downloaded once the shell is on screen and the browser idle:
  // the next page then waits only for its parse (lib/antdSheets.ts).
  usePrefetchWhenIdle(antdRestSheet);

  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as MenuHandle | undefined;
  const keepAlive = Boolean(handle?.menu.meta.keepAlive);
  const entries = usePageCache(location, keepAlive, multiPage ? tabs.map((tab) => tab.key) : null);
  const versions = new Map(tabs.map((tab) => [tab.key, tab.version]));
  // The page the shell opens with is shown without the fade: there is nothing to move from, and
  // its opacity starting at 0 put the largest paint (the home page's greeting) 0.5-0.8 s after the
  // first one at 4x CPU, which Lighthouse counts as LCP (issue 18, bench/README.md). Every page
  // shown after a switch fades in as before, the first one too when it is shown again.
  const opening = useRef<string | null>(location.pathname);
  if (opening.current !== location.pathname) opening.current = null;

  return entries.map(({ key, location: at }) => (
    <div
      key={`${key}#${versions.get(key) ?? 0}`}
      hidden={key !== location.pathname}
      data-page-entry={key}
      // Re-applied on every switch: the page fades in (spec 000 §2 'page-transition').
      className={key === location.pathname && key !== opening.current ? 'page-transition' : undefined}
    >
      <PageActiveContext value={key === location.pathname}>
        <PageErrorBoundary>
          <Suspense fallback={<PageFallback />}>
            <RoutesAt routes={routes} location={at} />
          </Suspense>
        </PageErrorBoundary>
      </PageActiveContext>
    </div>
  ));
}
