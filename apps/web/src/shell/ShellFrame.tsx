import type { MenuNode } from '@awards/shared/home';
import { Drawer, Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../components/PageFallback';
import {
  DEFAULT_SETTINGS,
  getLayoutSettings,
  updateLayoutSettings,
  useLayoutSettings,
} from '../lib/layoutSettings';
import { headerBackground, siderBackground } from './backgrounds';
import { GlobalFooter } from './GlobalFooter';
import { GlobalHeader } from './header/GlobalHeader';
import { Logo } from './Logo';
import { PageBreadcrumb } from './PageBreadcrumb';
import { useRecordMenuVisit } from './products/useRecordMenuVisit';
import { SideMenu } from './SideMenu';
import { useServerTheme } from './settings/useServerTheme';
import { usePortalInit } from './usePortalInit';
import './shell.css';
import styles from './shell.module.css';
import { MultiTabs } from './tabs/MultiTabs';
import { useActiveApp } from './useActiveApp';
import { useDevice } from './useDevice';
import { useShellDocumentTitle } from './useShellDocumentTitle';

/** Spec 000 §2/§9: sidebar 200 px open, 80 px collapsed; mobile drawer 200 px; paddings 59/98 px. */
export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;
const HEADER_HEIGHT = 59;
const FIXED_FOOTER_ROOM = 98;
const FIXED_SIDER = { position: 'sticky', top: 0, height: '100vh' } as const;

/**
 * What the shell does beside its frame, from answers that only feed effects: the menu visits,
 * the server's theme and the tab title. A query's answer re-renders the component that reads
 * it, and TanStack Query reads through `useSyncExternalStore`, whose updates render in one
 * synchronous task, never in a transition's slices: read from ShellFrame, the project
 * settings' and the themes' answers arriving just after the first frame re-rendered the whole
 * shell and page at once (a 200–290 ms task at 4× CPU, profiled; issue 18, bench/README.md). Read here,
 * they re-render this component, which renders nothing.
 */
function ShellEffects({ menu }: { menu: readonly MenuNode[] }) {
  // Recent and frequently used menus (products-and-services drawer) follow navigation.
  useRecordMenuVisit();
  useServerTheme();
  useShellDocumentTitle(menu);
  return null;
}

/** The signed-in shell's frame: menu (side or top), header, tabs, breadcrumb, page and footer. */
export function ShellFrame() {
  const init = usePortalInit();
  const settings = useLayoutSettings();
  const { device, narrow } = useDevice();
  const app = useActiveApp(init);
  const mobile = device === 'mobile';
  const top = settings.layoutMode === 'top' && !mobile;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu drawer is rendered from its first opening on, not with the first screen.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // A narrow screen closes the sidebar without changing the stored choice (spec 000 §4).
  const [collapsed, setCollapsed] = useState(() => narrow || !settings.sidebarOpen);
  useEffect(() => setCollapsed(narrow || !getLayoutSettings().sidebarOpen), [narrow]);

  const toggle = () => {
    if (mobile) {
      setDrawerUsed(true);
      return setDrawerOpen((open) => !open);
    }
    setCollapsed(!collapsed);
    updateLayoutSettings({ sidebarOpen: collapsed });
  };

  // A background picture chosen for the sider wins; on the plain one, the theme's menu colour.
  const picked = siderBackground(settings.siderBg);
  const sider =
    settings.siderBg === DEFAULT_SETTINGS.siderBg
      ? { ...picked, background: `var(--theme-sider-bg, ${picked.background})` }
      : picked;
  const siderWidth = top || mobile ? 0 : collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const menu = (
    <SideMenu
      menu={app.menu}
      icons={app.icons}
      collapsed={!mobile && collapsed}
      theme={sider.tone}
      onChosen={() => setDrawerOpen(false)}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-device={device}>
      <ShellEffects menu={app.menu} />
      {!top && !mobile && (
        <Layout.Sider
          className={styles.sider}
          trigger={null}
          collapsible
          collapsed={collapsed}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          // Inline, so it wins over antd's own position of the Sider.
          style={{ background: sider.background, ...(settings.fixedSider ? FIXED_SIDER : {}) }}
          data-testid="sider"
        >
          <Logo compact={collapsed} tone={sider.tone} />
          <div className={styles.siderMenu}>{menu}</div>
        </Layout.Sider>
      )}
      {mobile && drawerUsed && (
        <Drawer
          placement="left"
          size={SIDER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          styles={{ body: { padding: 0, background: sider.background } }}
          data-testid="menu-drawer"
        >
          <Logo compact={false} tone={sider.tone} />
          {menu}
        </Drawer>
      )}
      <Layout style={{ minWidth: 0 }}>
        <GlobalHeader
          app={app}
          collapsed={mobile ? !drawerOpen : collapsed}
          onToggle={toggle}
          device={device}
          top={top}
          background={headerBackground(settings.headerBg)}
          fixed={settings.fixedHeader}
          width={`calc(100% - ${siderWidth}px)`}
        />
        <div
          style={{
            flex: 1,
            paddingTop: settings.fixedHeader ? HEADER_HEIGHT : 0,
            paddingBottom: settings.fixedFooter && !settings.hideFooter ? FIXED_FOOTER_ROOM : 0,
          }}
        >
          {settings.multiPage && (
            <MultiTabs menu={app.menu} stickyTop={settings.fixedHeader ? HEADER_HEIGHT : 0} />
          )}
          <Layout.Content className={styles.content}>
            <PageBreadcrumb menu={app.menu} />
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </div>
        {!settings.hideFooter && (
          <GlobalFooter
            fixed={settings.fixedFooter}
            style={settings.fixedFooter ? { width: `calc(100% - ${siderWidth}px)` } : undefined}
          />
        )}
      </Layout>
    </Layout>
  );
}
