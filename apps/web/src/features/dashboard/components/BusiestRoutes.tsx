import type { BusyRoute } from '@awards/shared/dashboard';
import { formatNumber } from '@awards/web-common/format';
import { Card, Col, Row, Table, Typography } from 'antd';
import { Chart } from '../../../components/Chart';
import type { AnalysisT } from '../analysisI18n';
import { busiestOption } from './chartOptions';

/** The ten busiest routes: a bar per route and the figures beside it. */
export function BusiestRoutes({ routes, t }: { routes: BusyRoute[]; t: AnalysisT }) {
  return (
    <Card size="small" title={t('chart.busiest')} data-testid="chart-busiest">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          {routes.length > 0 && (
            <Chart
              option={busiestOption(routes, t)}
              height={Math.max(160, routes.length * 28)}
              label={t('chart.busiest')}
            />
          )}
        </Col>
        <Col xs={24} xl={14}>
          <Table<BusyRoute>
            size="small"
            pagination={false}
            rowKey={(r) => `${r.method} ${r.path}`}
            dataSource={routes}
            scroll={{ x: 560 }}
            locale={{ emptyText: t('noData') }}
            columns={[
              {
                key: 'path',
                title: t('route.path'),
                render: (_, r) => (
                  <Typography.Text code ellipsis={{ tooltip: r.path }} style={{ maxWidth: 260 }}>
                    {r.method} {r.path}
                  </Typography.Text>
                ),
              },
              {
                key: 'requests',
                title: t('route.requests'),
                dataIndex: 'requests',
                align: 'right',
                width: 90,
              },
              {
                key: 'meanMs',
                title: t('route.meanMs'),
                align: 'right',
                width: 90,
                render: (_, r) => formatNumber(r.meanMs, 1),
              },
              { key: 'maxMs', title: t('route.maxMs'), dataIndex: 'maxMs', align: 'right', width: 90 },
              { key: 'errors', title: t('route.errors'), dataIndex: 'errors', align: 'right', width: 80 },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
