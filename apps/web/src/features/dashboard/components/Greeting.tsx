import { displayHour } from '@awards/web-common/clock';
import { getUserInfo } from '@awards/web-common/session';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_TEXT_SLOT, withUserText } from '../../../components/UserText';
import { greetingFor, idlePhrase } from '../greeting';

/**
 * The home pages' greeting (spec 000 §1): by the hour on the display clock (one clock: the
 * project's zone, not the browser's), the user's name, and an idle-time phrase drawn once
 * when the page opens.
 */
export function Greeting({ level }: { level: 3 | 4 }) {
  const { t } = useTranslation();
  const [phrase] = useState(idlePhrase);
  const user = getUserInfo();
  const name = user?.nickname || user?.realname || user?.username || '';
  return (
    <Typography.Title level={level} data-testid="home-greeting" style={{ marginTop: 0 }}>
      {withUserText(
        t('home.greetingLine', {
          greeting: t(`home.greeting.${greetingFor(displayHour())}`),
          name: USER_TEXT_SLOT,
        }),
        name,
      )}
      <Typography.Text
        type="secondary"
        style={{ fontSize: 14, marginInlineStart: 12, fontWeight: 'normal' }}
        data-testid="home-idle-phrase"
      >
        {t(`home.idle.${phrase}`)}
      </Typography.Text>
    </Typography.Title>
  );
}
