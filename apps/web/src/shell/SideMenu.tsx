import type { CustomIcon, MenuNode } from '@awards/shared/home';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useMenuTitle } from '../i18n/useMenuTitle';
import type { MenuTheme } from '../lib/layoutSettings';
import { selectedKeyOf, toMenuItems } from './menuItems';
import { findMenuTrail } from './menuTrail';
import { useMenuNavigate } from './useMenuNavigate';

interface Props {
  menu: readonly MenuNode[];
  /** The init call's custom icons, for menus showing one. */
  icons?: readonly CustomIcon[];
  collapsed: boolean;
  theme: MenuTheme;
  /** Runs after a choice, e.g. closing the mobile drawer (spec 000 §2). */
  onChosen?: () => void;
}

/**
 * The inline menu of spec 000 §2: the selection follows the route, only one top-level
 * submenu is open at a time, and the open submenus come back after collapse and expand.
 */
export function SideMenu({ menu, icons, collapsed, theme, onChosen }: Props) {
  const { pathname } = useLocation();
  const title = useMenuTitle();
  const items = toMenuItems(menu, title, icons);
  const topKeys = useMemo(() => new Set(menu.map((node) => node.path)), [menu]);
  const open = useMenuNavigate(menu, onChosen);

  const trail = findMenuTrail(menu, pathname);
  const selectedKey = selectedKeyOf(trail);
  const trailKeys = trail.slice(0, -1).map((node) => node.path);

  // Held here rather than by antd: while collapsed antd shows pop-ups and is not given
  // these keys, so on expand the submenus that were open come back.
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  const trailSignature = trailKeys.join('|');

  useEffect(() => {
    // A route reached another way (search, tab, link) opens its own top-level group only.
    if (trailSignature) setOpenKeys(trailSignature.split('|'));
  }, [trailSignature]);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened && topKeys.has(opened) ? [opened] : keys);
  };

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      style={{ background: 'transparent', borderInlineEnd: 'none' }}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => open(key)}
    />
  );
}
