import type { CustomIcon, MenuNode } from '@awards/shared/home';
import { Menu } from 'antd';
import { useLocation } from 'react-router';
import { useMenuTitle } from '../i18n/useMenuTitle';
import type { MenuTheme } from '../lib/layoutSettings';
import { selectedKeyOf, toMenuItems } from './menuItems';
import { findMenuTrail } from './menuTrail';
import { useMenuNavigate } from './useMenuNavigate';

/** Spec 000 §2: the top navigation is at least 165 px wide. */
const TOP_NAV_MIN_WIDTH = 165;

/** The horizontal menu of top-menu mode; hidden child routes highlight their parent. */
export function TopMenu({
  menu,
  icons,
  theme,
}: {
  menu: readonly MenuNode[];
  icons?: readonly CustomIcon[];
  theme: MenuTheme;
}) {
  const { pathname } = useLocation();
  const items = toMenuItems(menu, useMenuTitle(), icons);
  const open = useMenuNavigate(menu);
  const selectedKey = selectedKeyOf(findMenuTrail(menu, pathname));
  return (
    <Menu
      data-testid="top-menu"
      mode="horizontal"
      theme={theme}
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      style={{
        minWidth: TOP_NAV_MIN_WIDTH,
        flex: 1,
        background: 'transparent',
        borderBottom: 'none',
        lineHeight: '59px',
      }}
      onClick={({ key }) => open(key)}
    />
  );
}
