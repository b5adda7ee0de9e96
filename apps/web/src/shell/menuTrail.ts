import type { MenuNode } from './api/portalInit';

/**
 * The chain of menu nodes from the top level down to the one whose path is `pathname`,
 * or [] when no menu has that path. Used for the selected item, open submenus and titles.
 */
export function findMenuTrail(nodes: readonly MenuNode[], pathname: string): MenuNode[] {
  for (const node of nodes) {
    if (node.path === pathname) return [node];
    const below = findMenuTrail(node.children ?? [], pathname);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Children shown in the menu; hidden ones are routes only (spec 000 §2). */
export function visibleChildren(node: MenuNode): MenuNode[] {
  return (node.children ?? []).filter((child) => !child.hidden);
}

/** The first visible page of a tree, depth first: where a folder or an application opens. */
export function firstLeaf(nodes: readonly MenuNode[]): string | null {
  for (const node of nodes.filter((n) => !n.hidden)) {
    const children = visibleChildren(node);
    if (!children.length) return node.path;
    const below = firstLeaf(children);
    if (below) return below;
  }
  return null;
}
