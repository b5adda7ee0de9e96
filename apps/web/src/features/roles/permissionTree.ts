import type { PermissionNode, RolePermission } from '@awards/shared/roles';

/** One node of the grant tree: a menu (its buttons first, then its sub-menus) or a button. */
export interface GrantNode {
  key: string;
  title: string;
  /** A button's permission code (USER_ADD...); absent for a menu. */
  code?: string;
  children: GrantNode[];
}

const menuKey = (menuId: number) => `m${menuId}`;
const buttonKey = (buttonId: number) => `b${buttonId}`;

/** A menu's title in the interface language, or as stored. */
export type MenuTitleOf = (node: PermissionNode) => string;

/** The grant tree, menus titled by `title` (the interface language's). */
export function toGrantTree(
  nodes: readonly PermissionNode[],
  title: MenuTitleOf = (node) => node.menuName,
): GrantNode[] {
  return nodes.map((node) => ({
    key: menuKey(node.menuId),
    title: title(node),
    children: [
      ...node.buttons.map((button) => ({
        key: buttonKey(button.buttonId),
        title: button.name,
        code: button.buttonPerms,
        children: [],
      })),
      ...toGrantTree(node.children, title),
    ],
  }));
}

/** The tree keys of what a role holds. */
export function grantKeys(grant: Pick<RolePermission, 'menuIds' | 'buttonIds'>): string[] {
  return [...grant.menuIds.map(menuKey), ...grant.buttonIds.map(buttonKey)];
}

/** Ticked keys back to the two id sets `bindPermission` takes. */
export function keysToGrant(keys: readonly string[]): Pick<RolePermission, 'menuIds' | 'buttonIds'> {
  const ids = (prefix: string) =>
    keys.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length)));
  return { menuIds: ids('m'), buttonIds: ids('b') };
}

export interface TreeIndex {
  parentOf: Map<string, string>;
  childrenOf: Map<string, string[]>;
  all: string[];
  menus: string[];
}

export function indexTree(nodes: readonly GrantNode[]): TreeIndex {
  const index: TreeIndex = { parentOf: new Map(), childrenOf: new Map(), all: [], menus: [] };
  const walk = (list: readonly GrantNode[], parent?: string) => {
    for (const node of list) {
      index.all.push(node.key);
      if (!node.code) index.menus.push(node.key);
      if (parent) index.parentOf.set(node.key, parent);
      index.childrenOf.set(
        node.key,
        node.children.map((child) => child.key),
      );
      walk(node.children, node.key);
    }
  };
  walk(nodes);
  return index;
}

function descendants(index: TreeIndex, key: string): string[] {
  return (index.childrenOf.get(key) ?? []).flatMap((child) => [child, ...descendants(index, child)]);
}

/**
 * The tree checks each node on its own (checkStrictly: the server answers parents as
 * granted), so the linkage is ours: ticking a node ticks everything below it and its
 * ancestors (a grant the side menu cannot reach is useless); unticking clears what is below.
 */
export function toggleKey(index: TreeIndex, checked: readonly string[], key: string, on: boolean): string[] {
  const next = new Set(checked);
  const below = descendants(index, key);
  if (on) {
    for (const k of [key, ...below]) next.add(k);
    for (let p = index.parentOf.get(key); p; p = index.parentOf.get(p)) next.add(p);
  } else {
    for (const k of [key, ...below]) next.delete(k);
  }
  return index.all.filter((k) => next.has(k));
}
