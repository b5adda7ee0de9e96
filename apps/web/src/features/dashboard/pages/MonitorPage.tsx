import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoginInfo } from '../api/loginInfo';
import { useVisitInfo } from '../api/visitInfo';
import { FigureCards } from '../components/FigureCards';
import { Greeting } from '../components/Greeting';
import { LastLogin } from '../components/LastLogin';
import { VisitTrend } from '../components/VisitTrend';
import { useDashboardT } from '../i18n';

/** The home page (/_dashboard/Monitor): the greeting by hour and the real figures of the logs. */
export function MonitorPage() {
  const { t } = useTranslation();
  const td = useDashboardT();
  const loginInfo = useLoginInfo();
  const visitInfo = useVisitInfo();
  const failed = loginInfo.isError || visitInfo.isError;
  const retry = () => {
    void loginInfo.refetch();
    void visitInfo.refetch();
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Greeting level={3} />
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
