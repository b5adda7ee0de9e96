import { TrophyOutlined } from '@ant-design/icons';
import { Layout, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { usePortalInit } from '../app/usePortalInit';
import { PageFallback } from '../components/PageFallback';
import { getItem, STORAGE_KEYS, setItem } from '../lib/storage';
import { GlobalHeader } from './GlobalHeader';
import { SideMenu } from './SideMenu';

/** Spec 000 §2: 200 px open, 80 px collapsed. */
const SIDER_WIDTH = 200;
const SIDER_COLLAPSED_WIDTH = 80;

/** The signed-in shell: side menu from the server's tree, header, and the page. */
export function GlobalLayout() {
  const { t } = useTranslation();
  const { menu } = usePortalInit();
  const [collapsed, setCollapsed] = useState(() => getItem<boolean>(STORAGE_KEYS.sidebarOpen) === false);

  const toggle = (next: boolean) => {
    setCollapsed(next);
    setItem(STORAGE_KEYS.sidebarOpen, !next);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        // The header's fold button is the one toggle; antd's bottom trigger would be a second.
        trigger={null}
        collapsed={collapsed}
        onCollapse={toggle}
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_COLLAPSED_WIDTH}
      >
        <Typography.Title
          level={5}
          ellipsis
          style={{ color: '#fff', margin: 0, padding: '20px 16px', textAlign: collapsed ? 'center' : 'left' }}
        >
          {collapsed ? <TrophyOutlined /> : t('app.title')}
        </Typography.Title>
        <SideMenu menu={menu} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <GlobalHeader collapsed={collapsed} onToggle={() => toggle(!collapsed)} />
        <Layout.Content style={{ margin: 16 }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
