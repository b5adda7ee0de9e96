import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useAnalysisT } from '../analysisI18n';
import { useAnalysis } from '../api/analysis';
import { useLoginInfo } from '../api/loginInfo';
import { AnalysisCharts } from '../components/AnalysisCharts';
import { BusiestRoutes } from '../components/BusiestRoutes';
import { FigureCards } from '../components/FigureCards';
import { Greeting } from '../components/Greeting';
import { LastLogin } from '../components/LastLogin';

/** The workplace (/_dashboard/Workplace): today's figures, then the week's requests and job runs. */
export function WorkplacePage() {
  const t = useAnalysisT();
  const loginInfo = useLoginInfo();
  const analysis = useAnalysis(7);
  const failed = loginInfo.isError || analysis.isError;
  return (
    <Flex vertical gap={16} data-testid="workplace-page">
      <Card>
        <Greeting level={4} />
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
