import type { MenuNode } from '@awards/shared/home';
import type { Translation } from '@awards/shared/translations';
import { groupBy } from '../../platform/collections';

export type { MenuNode };

export interface MenuRow {
  id: number;
  parentId: number | null;
  name: string;
  menuName: string;
  menuNameI18n: Translation;
  menuUrl: string;
  component: string | null;
  redirect: string | null;
  menuIcon: string | null;
  menuSort: number;
  hidden: boolean;
  route: string;
  keepalive: boolean;
  alwaysShow: boolean;
  iframe: boolean;
  externalUrl: string | null;
  target: string | null;
  appCode: string;
}

/**
 * Builds the visible tree from the menus a user may see (already sorted).
 * Menus flagged non-routable (route '0') are left out, and so are menus whose page needs a
 * code the user lacks (`mayOpen`, PAGE_PERMISSIONS: granted the menu but not the list's
 * code, the page would open on a refusal), and a parent whose children are all invisible
 * to this user: an empty folder is of no use.
 */
export function buildMenuTree(
  rows: MenuRow[],
  buttonCodesByMenu: Map<number, string[]>,
  mayOpen: (row: MenuRow) => boolean = () => true,
): MenuNode[] {
  const ids = new Set(rows.map((r) => r.id));
  // A menu whose parent is not visible cannot be reached in the tree.
  const reachable = rows.filter((r) => r.parentId === null || ids.has(r.parentId));
  const childrenOf = groupBy(reachable, (r) => r.parentId);
  const hasChildrenInCatalogue = new Set(rows.map((r) => r.parentId));

  const build = (parentId: number | null): MenuNode[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row): MenuNode[] => {
      if (row.route === '0' || !mayOpen(row)) return [];
      const children = build(row.id);
      const isFolder = row.component === 'layouts/RouteView' || hasChildrenInCatalogue.has(row.id);
      if (isFolder && children.length === 0 && !row.externalUrl) return [];
      const node: MenuNode = {
        id: row.id,
        path: row.menuUrl,
        name: row.name,
        component: row.component,
        redirect: row.redirect ?? (children[0] && !row.hidden ? children[0].path : null),
        hidden: row.hidden,
        alwaysShow: row.alwaysShow,
        appCode: row.appCode,
        meta: {
          title: row.menuName,
          titleI18n: row.menuNameI18n,
          icon: row.menuIcon,
          url: row.externalUrl,
          target: row.target,
          internalOrExternal: row.iframe,
          keepAlive: row.keepalive,
          permissionList: buttonCodesByMenu.get(row.id) ?? [],
        },
      };
      if (children.length > 0) node.children = children;
      return [node];
    });
  return build(null);
}

/** The first page a user should land on: home if visible, else the first leaf. */
export function findIndexMenu(tree: MenuNode[], preferredPaths: string[]): MenuNode | null {
  const leaves: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.children) walk(n.children);
      else if (!n.hidden && !n.meta.url) leaves.push(n);
    }
  };
  walk(tree);
  for (const path of preferredPaths) {
    const match = leaves.find((l) => l.path === path);
    if (match) return match;
  }
  return leaves[0] ?? null;
}
