import { ANALYSIS_DAY_CHOICES } from '@awards/shared/dashboard';
import { Alert, Button, Card, Flex, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useAnalysisT } from '../analysisI18n';
import { type AnalysisDays, useAnalysis } from '../api/analysis';
import { useLoginInfo } from '../api/loginInfo';
import { useVisitInfo } from '../api/visitInfo';
import { AnalysisCharts } from '../components/AnalysisCharts';
import { AnalysisTotals } from '../components/AnalysisTotals';
import { BusiestRoutes } from '../components/BusiestRoutes';
import { FigureCards } from '../components/FigureCards';
import { VisitTrend } from '../components/VisitTrend';

/** The analysis page (/_dashboard/Analysis): today's sign-ins and visits, and traffic, errors, sign-ins and job runs over 7, 14 or 30 days. */
export function AnalysisPage() {
  const t = useAnalysisT();
  const [days, setDays] = useState<AnalysisDays>(7);
  const analysis = useAnalysis(days);
  const info = analysis.data;
  // Today's sign-ins and visits and the week's trend (on the home page before issue 17).
  const loginInfo = useLoginInfo();
  const visitInfo = useVisitInfo();
  return (
    <Flex vertical gap={16} data-testid="analysis-page">
      {!loginInfo.isError && <FigureCards info={loginInfo.data} loading={loginInfo.isPending} />}
      {!visitInfo.isError && <VisitTrend days={visitInfo.data} loading={visitInfo.isPending} />}
      <Card size="small">
        <Segmented<AnalysisDays>
          value={days}
          onChange={setDays}
          options={ANALYSIS_DAY_CHOICES.map((d) => ({ value: d, label: t('period', { days: d }) }))}
          aria-label={t('periodChoice')}
          data-testid="analysis-days"
        />
      </Card>
      {analysis.isError && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void analysis.refetch()}>
              {t('retry')}
            </Button>
          }
          data-testid="analysis-error"
        />
      )}
      {!info ? (
        !analysis.isError && <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <AnalysisTotals totals={info.totals} t={t} />
          <AnalysisCharts info={info} t={t} />
          <BusiestRoutes routes={info.busiestRoutes} t={t} />
        </>
      )}
    </Flex>
  );
}
