import type { MenuNode } from '@awards/shared/home';
import { type MenuTitle, serverTitle } from '../../i18n/useMenuTitle';

/** A page of the user's menu as the drawer lists it: the title and the folders above it. */
export interface MenuPage {
  menuId: number;
  name: string;
  path: string;
  title: string;
  /** The titles of the folders above, outermost first. */
  trail: string[];
  /** An external link opened in a new window instead of routing. */
  url: string | null;
}

/**
 * Every visible page (leaf) of the tree, in menu order, titled by `title` (the interface
 * language's); hidden pages are reached otherwise.
 */
export function menuPages(
  tree: readonly MenuNode[],
  title: MenuTitle = serverTitle,
  trail: string[] = [],
): MenuPage[] {
  return tree.flatMap((node): MenuPage[] => {
    if (node.hidden) return [];
    const children = node.children ?? [];
    if (children.length > 0) return menuPages(children, title, [...trail, title(node)]);
    return [
      {
        menuId: node.id,
        name: node.name,
        path: node.path,
        title: title(node),
        trail,
        url: node.meta.url,
      },
    ];
  });
}

/** Pages whose title, folder titles or path contain the keyword (case-insensitive). */
export function searchPages(pages: readonly MenuPage[], keyword: string): MenuPage[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [];
  return pages.filter(
    (page) =>
      page.title.toLowerCase().includes(needle) ||
      page.trail.some((t) => t.toLowerCase().includes(needle)) ||
      page.path.toLowerCase().includes(needle),
  );
}

/**
 * The pages grouped under their top-level folder, in menu order, for the drawer's full
 * list. Pages at the top level have no folder: a run of them forms a group titled ''.
 */
export function groupByTopFolder(pages: readonly MenuPage[]): { group: string; pages: MenuPage[] }[] {
  const groups: { group: string; pages: MenuPage[] }[] = [];
  for (const page of pages) {
    const group = page.trail[0] ?? '';
    const last = groups.at(-1);
    if (last && last.group === group) last.pages.push(page);
    else groups.push({ group, pages: [page] });
  }
  return groups;
}

/**
 * The server's list, kept to the pages of the tree this browser holds (a menu taken
 * away since sign-in disappears at once), in the server's order.
 */
export function inTree<T extends { menuId: number }>(
  list: readonly T[],
  pages: readonly MenuPage[],
): MenuPage[] {
  const byId = new Map(pages.map((p) => [p.menuId, p]));
  return list.flatMap((item) => byId.get(item.menuId) ?? []);
}
