import { getUserInfo } from '@awards/web-common/session';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_TEXT_SLOT, withUserText } from '../../../components/UserText';
import { useLoginInfo } from '../api/loginInfo';
import { useVisitInfo } from '../api/visitInfo';
import { FigureCards } from '../components/FigureCards';
import { LastLogin } from '../components/LastLogin';
import { VisitTrend } from '../components/VisitTrend';
import { greetingFor } from '../greeting';
import { useDashboardT } from '../i18n';

/** The home page (/_dashboard/Monitor): the greeting by hour and the real figures of the logs. */
export function MonitorPage() {
  const { t } = useTranslation();
  const td = useDashboardT();
  const loginInfo = useLoginInfo();
  const visitInfo = useVisitInfo();
  const user = getUserInfo();
  const name = user?.nickname || user?.realname || user?.username || '';
  const failed = loginInfo.isError || visitInfo.isError;
  const retry = () => {
    void loginInfo.refetch();
    void visitInfo.refetch();
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} data-testid="home-greeting" style={{ marginTop: 0 }}>
          {withUserText(
            t('home.greetingLine', {
              greeting: t(`home.greeting.${greetingFor(new Date().getHours())}`),
              name: USER_TEXT_SLOT,
            }),
            name,
          )}
        </Typography.Title>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('home.welcome')}</Typography.Text>
          <LastLogin info={loginInfo.data} />
        </Flex>
      </Card>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={td('loadFailed')}
          action={
            <Button size="small" onClick={retry}>
              {td('retry')}
            </Button>
          }
          data-testid="figures-error"
        />
      )}
      <FigureCards info={loginInfo.data} loading={loginInfo.isPending && !loginInfo.isError} />
      <VisitTrend days={visitInfo.data} loading={visitInfo.isPending && !visitInfo.isError} />
    </Flex>
  );
}
