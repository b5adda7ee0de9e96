import type { AnalysisInfo } from '@awards/shared/dashboard';
import { Card, Col, Row, Statistic } from 'antd';
import type { AnalysisT } from '../analysisI18n';

const KEYS = ['requests', 'errorRate', 'distinctUsers', 'jobRuns', 'jobFailures'] as const;

/** The period's totals as the server counted them. */
export function AnalysisTotals({ totals, t }: { totals: AnalysisInfo['totals']; t: AnalysisT }) {
  return (
    <Row gutter={[16, 16]}>
      {KEYS.map((key) => (
        <Col key={key} xs={12} md={8} xl={{ flex: '20%' }}>
          <Card size="small" data-testid={`total-${key}`}>
            {key === 'errorRate' ? (
              <Statistic title={t(`totals.${key}`)} value={totals.errorRate * 100} precision={2} suffix="%" />
            ) : (
              <Statistic title={t(`totals.${key}`)} value={totals[key]} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
