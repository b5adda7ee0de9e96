import { formatDateTime } from '@awards/web-common/format';
import { Typography } from 'antd';
import type { LoginInfo } from '../api/loginInfo';
import { useDashboardT } from '../i18n';

/** The user's previous sign-in, so an unexpected one is noticed. */
export function LastLogin({ info }: { info: LoginInfo | undefined }) {
  const t = useDashboardT();
  if (!info) return null;
  const text = info.lastLogin
    ? t('lastLogin', { time: formatDateTime(info.lastLogin.time), ip: info.lastLogin.ip ?? t('unknownIp') })
    : t('firstLogin');
  return (
    <Typography.Text type="secondary" data-testid="last-login">
      {text}
    </Typography.Text>
  );
}
