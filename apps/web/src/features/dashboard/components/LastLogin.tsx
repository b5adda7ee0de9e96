import { formatDateTime } from '@awards/web-common/format';
import { Typography } from 'antd';
import type { LoginInfo } from '../api/loginInfo';
import { useDashboardT } from '../i18n';

const NO_BREAK_SPACE = '\u00a0';
const WORD_JOINER = '\u2060';

/** The user's previous sign-in, so an unexpected one is noticed. */
export function LastLogin({ info }: { info: LoginInfo | undefined }) {
  const t = useDashboardT();
  // Its line is kept while the figures load, so the content below does not move when it comes.
  if (!info) return <Typography.Text aria-hidden>&nbsp;</Typography.Text>;
  // On a phone the line wraps: at the comma, not inside the time or between "IP：" and the
  // address (a no-break space in the time, a word joiner before the address).
  const text = info.lastLogin
    ? t('lastLogin', {
        time: formatDateTime(info.lastLogin.time).replace(' ', NO_BREAK_SPACE),
        ip: WORD_JOINER + (info.lastLogin.ip ?? t('unknownIp')),
      })
    : t('firstLogin');
  return (
    <Typography.Text type="secondary" data-testid="last-login">
      {text}
    </Typography.Text>
  );
}
