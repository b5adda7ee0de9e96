import { formatDateTime } from '@awards/web-common/format';
import { Typography } from 'antd';
import type { LoginInfo } from '../api/loginInfo';
import { useDashboardT } from '../i18n';

/** The user's previous sign-in, so an unexpected one is noticed. */
export function LastLogin({ info }: { info: LoginInfo | undefined }) {
  const t = useDashboardT();
  // Its line is kept while the figures load, so the content below does not move when it comes.
  if (!info) return <Typography.Text aria-hidden>&nbsp;</Typography.Text>;
  const text = info.lastLogin
    ? t('lastLogin', { time: formatDateTime(info.lastLogin.time), ip: info.lastLogin.ip ?? t('unknownIp') })
    : t('firstLogin');
  return (
    <Typography.Text type="secondary" data-testid="last-login">
      {text}
    </Typography.Text>
  );
}
