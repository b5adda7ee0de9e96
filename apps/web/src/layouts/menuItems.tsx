import type { MenuProps } from 'antd';
import type { MenuNode } from '../features/home/api/portalInit';
import { menuIcon } from './menuIcons';
import { visibleChildren } from './menuTrail';

type MenuItem = Required<MenuProps>['items'][number];

/** antd Menu items from the server's tree; keys are menu paths, which are unique. */
export function toMenuItems(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes
    .filter((node) => !node.hidden)
    .map((node) => {
      const children = visibleChildren(node);
      const base = { key: node.path, icon: menuIcon(node.meta.icon), label: node.meta.title };
      return children.length ? { ...base, children: toMenuItems(children) } : base;
    });
}

/** An external link (meta.url http/https) opens in a new window instead of routing. */
export function externalUrl(node: MenuNode): string | null {
  const url = node.meta.url;
  return url && /^https?:\/\//.test(url) ? url : null;
}
