import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App, Button, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../components/LanguageSelect';
import { getUserInfo } from '../lib/session';
import { useSignOut } from './useSignOut';

/** Spec 000 §2: the nickname is cut to 6 characters plus an ellipsis. */
const NICKNAME_MAX = 6;

function displayName(): string {
  const user = getUserInfo();
  const name = user?.nickname || user?.nickName || user?.realname || user?.username || '';
  return name.length > NICKNAME_MAX ? `${name.slice(0, NICKNAME_MAX)}…` : name;
}

interface Props {
  collapsed: boolean;
  onToggle: () => void;
}

export function GlobalHeader({ collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const signOut = useSignOut();

  const confirmLogout = () =>
    modal.confirm({
      title: t('layout.logoutTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('layout.ok'),
      cancelText: t('layout.cancel'),
      onOk: signOut,
    });

  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px' }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label="toggle menu"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
        <Flex align="center" gap={12}>
          <LanguageSelect />
          <Typography.Text data-testid="user-name">
            {t('layout.welcome')} {displayName()}
          </Typography.Text>
          <Button type="text" icon={<LogoutOutlined />} onClick={confirmLogout} data-testid="logout">
            {t('layout.logout')}
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
