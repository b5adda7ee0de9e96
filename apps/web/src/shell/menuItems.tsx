import type { CustomIcon, MenuNode } from '@awards/shared/home';
import type { MenuProps } from 'antd';
import { menuIcon } from '../components/menuIcons';
import { type MenuTitle, serverTitle } from '../i18n/useMenuTitle';
import { visibleChildren } from './menuTrail';

type MenuItem = Required<MenuProps>['items'][number];

const ROUTE_VIEW = 'layouts/RouteView';

/**
 * Spec 000 §2/§6: hidden items are skipped; a parent whose children are all hidden and
 * that has no page of its own is hidden too; an item with visible children becomes a
 * submenu unless it carries the always-show flag, which shows it as one item.
 */
export function isSubmenu(node: MenuNode): boolean {
  return visibleChildren(node).length > 0 && !node.alwaysShow;
}

function isShown(node: MenuNode): boolean {
  if (node.hidden) return false;
  const emptyGroup = (node.children?.length ?? 0) > 0 && visibleChildren(node).length === 0;
  return !(emptyGroup && (!node.component || node.component === ROUTE_VIEW));
}

export function shownNodes(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.filter(isShown);
}

/**
 * antd Menu items from the server's tree; keys are menu paths, which are unique. `icons`: the
 * init call's custom icons, drawn for a menu whose icon is `custom:<iconId>`.
 */
export function toMenuItems(
  nodes: readonly MenuNode[],
  title: MenuTitle = serverTitle,
  icons: readonly CustomIcon[] = [],
): MenuItem[] {
  return shownNodes(nodes).map((node) => {
    const base = { key: node.path, icon: menuIcon(node.meta.icon, icons), label: title(node) };
    return isSubmenu(node) ? { ...base, children: toMenuItems(visibleChildren(node), title, icons) } : base;
  });
}

/**
 * The menu key to highlight for a trail of nodes: the deepest one the menu shows, so a
 * hidden child page (or a child of an always-show item) highlights its parent.
 */
export function selectedKeyOf(trail: readonly MenuNode[]): string | undefined {
  let key: string | undefined;
  for (const node of trail) {
    if (!isShown(node)) break;
    key = node.path;
    if (!isSubmenu(node)) break;
  }
  return key;
}
