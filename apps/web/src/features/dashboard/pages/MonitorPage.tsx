import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getUserInfo } from '../../../lib/session';
import { greetingFor } from '../greeting';

/** The home page (/_dashboard/Monitor): a greeting for now; the dashboard widgets come later. */
export function MonitorPage() {
  const { t } = useTranslation();
  const user = getUserInfo();
  const name = user?.realname || user?.nickname || user?.username || '';
  return (
    <Card>
      <Typography.Title level={3} data-testid="home-greeting">
        {t('home.greetingLine', { greeting: t(`home.greeting.${greetingFor(new Date().getHours())}`), name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.welcome')}</Typography.Paragraph>
    </Card>
  );
}
