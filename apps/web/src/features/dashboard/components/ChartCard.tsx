import { Card, Empty } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { Chart } from '../../../components/Chart';

/** A titled card holding one chart, or an empty state when the period recorded nothing. */
export function ChartCard(props: {
  title: string;
  option: EChartsCoreOption;
  empty: boolean;
  emptyText: string;
  testId: string;
  height?: number;
}) {
  const height = props.height ?? 280;
  return (
    <Card size="small" title={props.title} data-testid={props.testId} style={{ height: '100%' }}>
      {props.empty ? (
        <Empty description={props.emptyText} style={{ height, margin: 0, paddingTop: height / 4 }} />
      ) : (
        <Chart option={props.option} height={height} label={props.title} />
      )}
    </Card>
  );
}
