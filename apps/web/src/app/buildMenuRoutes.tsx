import type { MenuNode } from '@awards/shared/home';
import { Navigate, type RouteObject } from 'react-router';
import { settings } from '../config/env';
import { PATHS, ROUTE_NAMES } from '../config/paths';
import { externalUrl, isIframe } from '../shell/menuLinks';
import { visibleChildren } from '../shell/menuTrail';
import type { PageComponent } from './lazyPage';
import { ROUTE_VIEW, registeredPage } from './pageRegistry';
import { ExternalLinkPage, IframePage, PlaceholderPage } from './routerPages';

/** Carried by every generated route: the menu it came from, for titles, tabs and keep-alive. */
export interface MenuHandle {
  menu: MenuNode;
  /** The page the route renders; none for a parent that redirects to a child. */
  page?: PageComponent;
}

/** Which page a menu shows: an iframe, an external link, its registered page, or the placeholder. */
export function pageFor(node: MenuNode, resolve = registeredPage): PageComponent {
  if (isIframe(node)) return IframePage;
  if (externalUrl(node)) return ExternalLinkPage;
  return resolve(node.component) ?? PlaceholderPage;
}

/** A parent without a page of its own goes to its redirect, else to its first visible child. */
function parentTarget(node: MenuNode): string | null {
  if (node.component && node.component !== ROUTE_VIEW) return null;
  if (node.redirect && node.redirect !== node.path) return node.redirect;
  const first = visibleChildren(node)[0] ?? node.children?.[0];
  return first ? first.path : null;
}

function routesOf(
  nodes: readonly MenuNode[],
  resolve: typeof registeredPage,
  seen: Set<string>,
): RouteObject[] {
  return nodes.flatMap((node) => {
    const below = routesOf(node.children ?? [], resolve, seen);
    // Two apps may share a path: the first one wins, like the menu search.
    if (!node.path.startsWith('/') || seen.has(node.path)) return below;
    seen.add(node.path);
    const target = node.children?.length ? parentTarget(node) : null;
    const Page = pageFor(node, resolve);
    const route: RouteObject = {
      path: node.path,
      handle: { menu: node, ...(target ? {} : { page: Page }) } satisfies MenuHandle,
      element: target ? <Navigate to={target} replace /> : <Page menu={node} />,
    };
    return [route, ...below];
  });
}

/** Spec 000 §2: the account-centre route of the configuration, when the menus lack it. */
export const ACCOUNT_CENTER_MENU: MenuNode = {
  id: 0,
  path: PATHS.accountCenter,
  name: ROUTE_NAMES.accountCenter,
  component: 'account/CenterPage',
  redirect: null,
  hidden: true,
  alwaysShow: false,
  appCode: '',
  meta: {
    title: '个人中心',
    titleI18n: { zh_TW: '個人中心', en_GB: 'Personal centre' },
    icon: null,
    url: null,
    target: null,
    internalOrExternal: false,
    keepAlive: false,
    permissionList: [],
  },
};

/**
 * The routes of the signed-in user, generated from the menu tree (spec 000 §2, §4):
 * paths are absolute, so the list is flat; hidden menus are routes without a menu
 * entry. The server already leaves out menus flagged non-routable (route flag '0').
 * Anything else is a 404.
 */
export function buildMenuRoutes(menus: readonly MenuNode[], resolve = registeredPage): RouteObject[] {
  const builtIn = settings.accountCenterEnabled() ? [ACCOUNT_CENTER_MENU] : [];
  return [
    ...routesOf([...menus, ...builtIn], resolve, new Set()),
    { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
  ];
}
