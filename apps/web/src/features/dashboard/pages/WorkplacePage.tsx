import { getUserInfo } from '@awards/web-common/session';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_TEXT_SLOT, withUserText } from '../../../components/UserText';
import { useAnalysisT } from '../analysisI18n';
import { useAnalysis } from '../api/analysis';
import { useLoginInfo } from '../api/loginInfo';
import { AnalysisCharts } from '../components/AnalysisCharts';
import { BusiestRoutes } from '../components/BusiestRoutes';
import { FigureCards } from '../components/FigureCards';
import { LastLogin } from '../components/LastLogin';
import { greetingFor } from '../greeting';

/** The workplace (/_dashboard/Workplace): today's figures, then the week's requests and job runs. */
export function WorkplacePage() {
  const { t: shell } = useTranslation();
  const t = useAnalysisT();
  const loginInfo = useLoginInfo();
  const analysis = useAnalysis(7);
  const user = getUserInfo();
  const name = user?.nickname || user?.realname || user?.username || '';
  const failed = loginInfo.isError || analysis.isError;
  return (
    <Flex vertical gap={16} data-testid="workplace-page">
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {withUserText(
            shell('home.greetingLine', {
              greeting: shell(`home.greeting.${greetingFor(new Date().getHours())}`),
              name: USER_TEXT_SLOT,
            }),
            name,
          )}
        </Typography.Title>
        <LastLogin info={loginInfo.data} />
      </Card>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button
              size="small"
              onClick={() => {
                void loginInfo.refetch();
                void analysis.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('workplace.today')}
      </Typography.Title>
      <FigureCards info={loginInfo.data} loading={loginInfo.isPending && !loginInfo.isError} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('workplace.week')}
      </Typography.Title>
      {analysis.data ? (
        <>
          <AnalysisCharts info={analysis.data} t={t} charts={['requests', 'jobs']} />
          <BusiestRoutes routes={analysis.data.busiestRoutes.slice(0, 5)} t={t} />
        </>
      ) : (
        !analysis.isError && <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Flex>
  );
}
