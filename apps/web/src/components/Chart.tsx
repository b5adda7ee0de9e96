import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartCanvasProps } from './ChartCanvas';

// echarts is loaded with the first chart shown, never with the login page or the shell.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

export type ChartProps = ChartCanvasProps;

/** An echarts chart, its library fetched on first use; a skeleton of the same height meanwhile. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <ChartCanvas {...props} />
    </Suspense>
  );
}
