import type { MenuNode } from '@awards/shared/home';
import { PATHS } from '../config/paths';
import { type MenuTitle, serverTitle } from '../i18n/useMenuTitle';
import { shownNodes } from './menuItems';
import { findMenuTrail } from './menuTrail';

export interface Crumb {
  path: string;
  title: string;
  /** The menus beside this one, offered by the select mode (spec 000 §2). */
  siblings: { path: string; title: string }[];
}

/**
 * The breadcrumb of spec 000 §2: home (titled by the caller, 首页) first, then every
 * menu above and at the current page that has a title. The home page itself is not
 * repeated after the home crumb.
 */
export function breadcrumbTrail(
  menus: readonly MenuNode[],
  pathname: string,
  homeTitle: string,
  title: MenuTitle = serverTitle,
): Crumb[] {
  const home: Crumb = { path: PATHS.root, title: homeTitle, siblings: [] };
  const crumbs: Crumb[] = [home];
  let level: readonly MenuNode[] = menus;
  for (const node of findMenuTrail(menus, pathname)) {
    const siblings = shownNodes(level)
      .filter((other) => other.path !== node.path)
      .map((other) => ({ path: other.path, title: title(other) }));
    level = node.children ?? [];
    if (!node.meta.title || node.path === PATHS.home) continue;
    crumbs.push({ path: node.path, title: title(node), siblings });
  }
  return crumbs;
}
