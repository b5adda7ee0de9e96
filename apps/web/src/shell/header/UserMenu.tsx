import { KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { getToken, getUserInfo } from '@awards/web-common/session';
import { fileUrl } from '@awards/web-common/transfer';
import { App, Dropdown, Flex, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserText } from '../../components/UserText';
import { settings } from '../../config/env';
import { signOut } from '../signOut';
import { usePortalInit } from '../usePortalInit';
import { onShellEvent, SHELL_EVENTS } from './shellEvents';
import { UserAvatar } from './UserAvatar';
import { accountCenterPath, avatarLetter, shortName } from './userDisplay';

/** A stored avatar is a download path: an <img> sends no header, so the token rides in the query. */
function avatarSrc(avatar: string | null | undefined): string | undefined {
  return avatar ? fileUrl(avatar, { token: getToken() ?? '' }) : undefined;
}

interface Props {
  mobile: boolean;
  onSettings: () => void;
  onChangePassword: () => void;
}

/** Greeting, avatar and the user menu of spec 000 §2. */
export function UserMenu({ mobile, onSettings, onChangePassword }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const init = usePortalInit();
  // Read again when the account centre saves a new name or picture.
  const [user, setUser] = useState(() => getUserInfo() ?? init.loginUser);
  useEffect(
    () => onShellEvent(SHELL_EVENTS.userInfoChanged, () => setUser(getUserInfo() ?? init.loginUser)),
    [init],
  );

  const confirmLogout = () =>
    modal.confirm({
      title: t('layout.logoutTitle'),
      content: t('layout.logoutConfirm'),
      okText: t('layout.ok'),
      cancelText: t('layout.cancel'),
      onOk: signOut,
    });

  const items: MenuProps['items'] = [
    ...(settings.accountCenterEnabled()
      ? [{ key: 'center', icon: <UserOutlined />, label: t('header.accountCenter') }]
      : []),
    { key: 'password', icon: <KeyOutlined />, label: t('header.changePassword') },
    { key: 'settings', icon: <SettingOutlined />, label: t('header.systemSettings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') void navigate(accountCenterPath(init.menu));
    if (key === 'password') onChangePassword();
    if (key === 'settings') onSettings();
    if (key === 'logout') confirmLogout();
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
      <Flex align="center" gap={8} style={{ cursor: 'pointer', padding: '0 4px' }} data-testid="user-menu">
        <UserAvatar src={avatarSrc(user?.avatar)} letter={avatarLetter(user)} />
        {!mobile && (
          <span data-testid="user-name" style={{ whiteSpace: 'nowrap' }}>
            {t('layout.welcome')} <UserText>{shortName(user)}</UserText>
          </span>
        )}
      </Flex>
    </Dropdown>
  );
}
