import type { Page } from 'playwright-core';
import { ownServer } from './server';
import { api, apiLogin } from './session';
import { loaded } from './settle';

// Walking every page of the portal (the language scan, the tables check): the pages come from
// the menus the server gives the administrator, and are opened as a menu click opens them.

export interface PortalPage {
  path: string;
  title: string;
}

interface MenuNode {
  path: string;
  component: string | null;
  meta: { title: string; url: string | null };
  children?: MenuNode[];
}

function pagesOf(menus: readonly MenuNode[]): PortalPage[] {
  return menus.flatMap((menu) => [
    // Parents (layouts/RouteView) only lead to their first page; external links are not ours.
    ...(menu.component && !menu.children?.length && !menu.meta.url
      ? [{ path: menu.path, title: menu.meta.title }]
      : []),
    ...pagesOf(menu.children ?? []),
  ]);
}

/**
 * The portal as seeded, for tests that only read it: one server of their own (no other file's
 * leftovers), shared by every such file, so it starts once.
 */
export const seededServer = (): Promise<string> => ownServer('seeded');

/** Every page with a menu, once each; `only` (paths) narrows it for a quick local run. */
export async function portalPages(baseURL: string, password: string, only?: string[]): Promise<PortalPage[]> {
  const token = await apiLogin(baseURL, 'admin', password);
  const { body } = await api(baseURL, '/rest/home/index', token, { portalCode: 'portal' });
  const init = body.dataSet as { menu: MenuNode[]; apps: { menus: MenuNode[] }[] };
  const pages = [init.menu, ...init.apps.map((app) => app.menus)].flatMap(pagesOf);
  return [...new Map(pages.map((p) => [p.path, p])).values()].filter((p) => !only || only.includes(p.path));
}

/**
 * Moves the app to `to` as a link does: history and the router, no reload (the session, the
 * loaded code and the sockets stay). The caller waits for what the page shows.
 */
export async function pushAddress(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Opens a page the way a menu click does (no reload: the session and shell stay), until it has loaded. */
export async function openInPortal(page: Page, to: string): Promise<void> {
  await pushAddress(page, to);
  // The page shown is the one asked for (a page kept from before stays mounted, hidden); pages
  // are kept by path, their query (a detail opened, a filter) is read by the page itself.
  await page.waitForFunction((target) => {
    const { pathname } = new URL(target, location.origin);
    return document.querySelector(`[data-page-entry="${CSS.escape(pathname)}"]:not([hidden])`) !== null;
  }, to);
  await loaded(page);
}

/**
 * Opens a portal page: by its address when the page shows no portal yet (a new page, the sign-in
 * page), else as a menu click does (openInPortal). A full load costs Chromium about 1.1 CPU s and
 * 1.6 s more a page than navigating inside the portal (bench/README.md, "the next lever"); a test
 * that needs a fresh start (after a permission, language or theme change) loads with page.goto.
 */
export async function showPortalPage(page: Page, baseURL: string, path: string): Promise<void> {
  const here = new URL(page.url());
  const inPortal =
    here.origin === new URL(baseURL).origin &&
    !here.pathname.startsWith('/_login') &&
    !here.pathname.startsWith('/site');
  if (inPortal) await openInPortal(page, path);
  else await page.goto(`${baseURL}${path}`);
}
