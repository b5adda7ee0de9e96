import type { MenuNode } from '@awards/shared/home';
import { Dropdown, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../config/paths';
import { useMenuTitle } from '../../i18n/useMenuTitle';
import { findMenuTrail } from '../menuTrail';
import { tabMenu } from './tabMenu';
import {
  closeAllTabs,
  closeTab,
  neighbourOf,
  openTab,
  rememberAddress,
  tabAddress,
  useTabs,
} from './tabsStore';

/**
 * Multi-tab mode (spec 000 §2): every page visited opens a tab; a right click offers
 * refresh, close, close others and close to the right. The pages of open tabs stay
 * mounted (see MenuRoutes), so each keeps its state while another is shown.
 */
export function MultiTabs({ menu, stickyTop }: { menu: readonly MenuNode[]; stickyTop: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { tabs } = useTabs();
  const menuTitle = useMenuTitle();
  const node = findMenuTrail(menu, pathname).at(-1);
  const title = node ? menuTitle(node) : pathname;

  useEffect(() => {
    openTab(PATHS.home, t('layout.home'));
    openTab(pathname, pathname === PATHS.home ? t('layout.home') : title);
  }, [pathname, title, t]);
  useEffect(() => rememberAddress(pathname, search), [pathname, search]);
  // Leaving multi-tab mode forgets the tabs (and so their cached pages).
  useEffect(() => closeAllTabs, []);

  const close = (key: string) => {
    const next = neighbourOf(tabs, key);
    closeTab(key, PATHS.home);
    if (key === pathname && next) void navigate(tabAddress(next));
  };

  return (
    <div
      data-testid="multi-tabs"
      style={{ position: 'sticky', top: stickyTop, zIndex: 10, background: '#fff', padding: '6px 16px 0' }}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        onChange={(key) => void navigate(tabAddress(key))}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        tabBarStyle={{ margin: 0 }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: tab.key !== PATHS.home,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={tabMenu({ tabKey: tab.key, active: pathname, close, navigate, t })}
            >
              <span data-testid="page-tab">{tab.title}</span>
            </Dropdown>
          ),
        }))}
      />
    </div>
  );
}
