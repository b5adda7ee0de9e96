import type { MenuNode } from '@awards/shared/home';

/**
 * Spec 000 §6 route filtering: a menu is kept if any of the user's permissions appears
 * in its permission list; one without a list is always kept; children are filtered too.
 * The server sends only granted menus, so this guards against a stale or foreign tree.
 */
export function filterByPermission(nodes: readonly MenuNode[], permissions: readonly string[]): MenuNode[] {
  const held = new Set(permissions);
  const keep = (node: MenuNode) => {
    const list = node.meta.permissionList ?? [];
    return list.length === 0 || list.some((code) => held.has(code));
  };
  return nodes
    .filter(keep)
    .map((node) =>
      node.children ? { ...node, children: filterByPermission(node.children, permissions) } : node,
    );
}
