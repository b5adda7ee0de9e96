import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the portal's charts draw: each further chart type or component costs bytes.
// SVG rather than canvas: smaller, crisp when zoomed, and it renders under jsdom in tests.
use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export interface ChartCanvasProps {
  option: EChartsCoreOption;
  height: number;
  /** Describes the chart to screen readers (echarts' aria module reads the data out). */
  label: string;
  testId?: string;
  /**
   * The chart's categories are users' text (award or unit names): echarts' description reads
   * them out, so the box is marked translate="no" as a user's text is (UserText).
   */
  userText?: boolean;
}

/** One echarts instance bound to a div: created once, given each new option, resized with its box. */
export default function ChartCanvas({ option, height, label, testId, userText }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...option }, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-testid={testId}
      translate={userText ? 'no' : undefined}
      style={{ width: '100%', height }}
    />
  );
}
