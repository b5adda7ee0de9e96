import type { AnalysisInfo } from '@awards/shared/dashboard';
import { Col, Row } from 'antd';
import type { AnalysisT } from '../analysisI18n';
import { ChartCard } from './ChartCard';
import { outcomesOption, requestsOption, visitsOption } from './chartOptions';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The per-day charts; which ones is the caller's choice (the workplace shows fewer). */
export function AnalysisCharts({
  info,
  t,
  charts = ['visits', 'requests', 'logins', 'jobs'],
}: {
  info: AnalysisInfo;
  t: AnalysisT;
  charts?: ('visits' | 'requests' | 'logins' | 'jobs')[];
}) {
  const cards = {
    visits: {
      option: visitsOption(info, t),
      empty: sum(info.visits.map((d) => d.visits + d.logins)) === 0,
    },
    requests: { option: requestsOption(info, t), empty: sum(info.requests.map((d) => d.requests)) === 0 },
    logins: {
      option: outcomesOption(info.logins, t),
      empty: sum(info.logins.map((d) => d.success + d.failure)) === 0,
    },
    jobs: {
      option: outcomesOption(info.jobOutcomes, t),
      empty: sum(info.jobOutcomes.map((d) => d.success + d.failure)) === 0,
    },
  };
  return (
    <Row gutter={[16, 16]}>
      {charts.map((key) => (
        <Col key={key} xs={24} xl={12}>
          <ChartCard
            title={t(`chart.${key}`)}
            option={cards[key].option}
            empty={cards[key].empty}
            emptyText={t('noData')}
            testId={`chart-${key}`}
          />
        </Col>
      ))}
    </Row>
  );
}
