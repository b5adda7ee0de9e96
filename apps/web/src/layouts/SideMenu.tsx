import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '../features/home/api/portalInit';
import { externalUrl, toMenuItems } from './menuItems';
import { findMenuTrail } from './menuTrail';

interface Props {
  menu: MenuNode[];
  collapsed: boolean;
}

/** The side menu of spec 000 §2: selection follows the route; one top-level submenu open. */
export function SideMenu({ menu, collapsed }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toMenuItems(menu), [menu]);
  const topKeys = useMemo(() => new Set(menu.map((node) => node.path)), [menu]);

  // A hidden page highlights the nearest visible menu above it.
  const trail = findMenuTrail(menu, pathname).filter((node) => !node.hidden);
  const selectedKey = trail.at(-1)?.path;
  const trailKeys = trail.slice(0, -1).map((node) => node.path);

  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  const trailSignature = trailKeys.join('|');
  useEffect(() => {
    if (trailSignature) setOpenKeys((keys) => [...new Set([...keys, ...trailSignature.split('|')])]);
  }, [trailSignature]);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened && topKeys.has(opened) ? [opened] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findMenuTrail(menu, key).at(-1);
    const url = node && externalUrl(node);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else navigate(key);
  };

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      // While collapsed the menu shows pop-ups; the open keys are kept for the expand.
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={onClick}
    />
  );
}
