import type { OrganPermission } from '@awards/shared/organisations';
import type { PermissionNode } from '@awards/shared/roles';

/** A node of the organisation's grant tree: a menu (its buttons first, then sub-menus) or a button. */
export interface OrganGrantNode {
  key: string;
  title: string;
  children: OrganGrantNode[];
}

const menuKey = (menuId: number) => `m${menuId}`;
const buttonKey = (buttonId: number) => `b${buttonId}`;

/** The organisation's grant tree, menus titled by `title` (the interface language's). */
export function toOrganGrantTree(
  nodes: readonly PermissionNode[],
  title: (node: PermissionNode) => string = (node) => node.menuName,
): OrganGrantNode[] {
  return nodes.map((node) => ({
    key: menuKey(node.menuId),
    title: title(node),
    children: [
      ...node.buttons.map((b) => ({
        key: buttonKey(b.buttonId),
        title: `${b.name} (${b.buttonPerms})`,
        children: [],
      })),
      ...toOrganGrantTree(node.children, title),
    ],
  }));
}

/**
 * The keys to tick in a linked tree (antd derives the parents): the buttons, and only
 * the menus without anything below them. The server answers a button's menu and its
 * ancestors as granted too; ticking those would tick every button below them.
 */
export function checkedLeafKeys(
  tree: readonly OrganGrantNode[],
  grant: Pick<OrganPermission, 'menuIds' | 'buttonIds'>,
) {
  const held = new Set([...grant.menuIds.map(menuKey), ...grant.buttonIds.map(buttonKey)]);
  const keys: string[] = [];
  const walk = (nodes: readonly OrganGrantNode[]) => {
    for (const node of nodes) {
      if (node.children.length === 0 && held.has(node.key)) keys.push(node.key);
      walk(node.children);
    }
  };
  walk(tree);
  return keys;
}

/** Ticked and half-ticked keys back to the ids `bindMenus` takes (a half-ticked menu is used). */
export function keysToOrganGrant(keys: readonly string[]): Pick<OrganPermission, 'menuIds' | 'buttonIds'> {
  const ids = (prefix: string) =>
    keys.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length)));
  return { menuIds: ids('m'), buttonIds: ids('b') };
}
