import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { getUserInfo } from '@awards/web-common/session';
import { LanguageSelect } from '@awards/web-common/ui/LanguageSelect';
import { App, Button, Flex, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n';
import { withAntdRest } from '../../lib/antdSheets';
import type { Background } from '../backgrounds';
import { Logo } from '../Logo';
import styles from '../shell.module.css';
import { signOut } from '../signOut';
import { TopMenu } from '../TopMenu';
import type { useActiveApp } from '../useActiveApp';
import type { Device } from '../useDevice';
import { AppSwitcher } from './AppSwitcher';
import { HeaderToolsLater } from './HeaderToolsLater';
import { MenuSearch } from './MenuSearch';
import { onShellEvent, SHELL_EVENTS } from './shellEvents';
import { UserMenu } from './UserMenu';
import { useMessageSocket } from './useMessageSocket';

// Opened rarely: their code (zod, the theme list, crypto) loads on first use.
const SettingsDrawer = lazy(() =>
  withAntdRest(import('../settings/SettingsDrawer')).then((m) => ({ default: m.SettingsDrawer })),
);
const ChangePasswordDialog = lazy(() =>
  withAntdRest(import('../password/ChangePasswordDialog')).then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/** Spec 000 §2: in top-menu mode the right part keeps 360 px, the left takes the rest. */
const RIGHT_MIN_WIDTH = 360;

interface Props {
  app: ReturnType<typeof useActiveApp>;
  collapsed: boolean;
  onToggle: () => void;
  device: Device;
  top: boolean;
  background: Background;
  fixed: boolean;
  width: string;
}

export function GlobalHeader({ app, collapsed, onToggle, device, top, background, fixed, width }: Props) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useMessageSocket();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { message } = App.useApp();
  const mobile = device === 'mobile';
  // Spec 000 §2/§5: the dialog opens only when someone is signed in.
  const openPassword = () => {
    const user = getUserInfo();
    if (!user?.loginName && !user?.username) return void message.warning(t('password.noLoginUser'));
    setPasswordOpen(true);
  };
  // The account centre's security tab asks for the same dialog.
  useEffect(() => onShellEvent(SHELL_EVENTS.changePassword, () => setPasswordOpen(true)), []);
  const toggle = (
    <Button
      type="text"
      aria-label={t('layout.toggleMenu')}
      data-testid="menu-toggle"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={onToggle}
      style={{ color: 'inherit', marginLeft: 12 }}
    />
  );
  return (
    <Layout.Header
      data-testid="global-header"
      data-tone={background.tone}
      className={`${styles.header} ${fixed ? styles.headerFixed : ''}`}
      style={{
        background: background.background,
        // The theme's header text colour when it sets one (spec 000 §3), else the background's.
        color: `var(--theme-header-color, ${background.tone === 'dark' ? '#fff' : 'rgba(0,0,0,0.88)'})`,
        ...(fixed ? { width } : {}),
      }}
    >
      <Flex
        align="center"
        style={{ flex: 1, minWidth: 0, ...(top ? { width: `calc(100% - ${RIGHT_MIN_WIDTH}px)` } : {}) }}
      >
        {top ? (
          <>
            <Logo compact={mobile} tone={background.tone} />
            <TopMenu menu={app.menu} icons={app.icons} theme={background.tone} />
          </>
        ) : (
          toggle
        )}
      </Flex>
      <Flex
        align="center"
        justify="flex-end"
        gap={mobile ? 4 : 8}
        style={top ? { minWidth: RIGHT_MIN_WIDTH } : undefined}
      >
        <AppSwitcher apps={app.apps} appCode={app.appCode} onSwitch={app.switchApp} />
        <MenuSearch menu={app.menu} />
        <HeaderToolsLater />
        <LanguageSelect tone={background.tone} onChange={changeLocale} />
        <UserMenu mobile={mobile} onSettings={() => setSettingsOpen(true)} onChangePassword={openPassword} />
      </Flex>
      <Suspense fallback={null}>
        {settingsOpen && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
        {passwordOpen && (
          <ChangePasswordDialog
            open={passwordOpen}
            onClose={() => setPasswordOpen(false)}
            onSignOut={() => void signOut()}
          />
        )}
      </Suspense>
    </Layout.Header>
  );
}
