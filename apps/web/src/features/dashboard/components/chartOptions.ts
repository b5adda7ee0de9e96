import type { AnalysisInfo, BusyRoute } from '@awards/shared/dashboard';
import type { EChartsCoreOption } from 'echarts/core';
import type { AnalysisT } from '../analysisI18n';

/**
 * echarts options built from the server's figures only. Type-only imports: this file stays
 * out of the echarts chunk, which the Chart wrapper loads on first use.
 */
const day = (date: string) => date.slice(5);
const GRID = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };
const base = (dates: string[]) => ({
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: GRID,
  xAxis: { type: 'category', data: dates.map(day) },
});
const COLOURS = { success: '#52c41a', failure: '#ff4d4f', warning: '#faad14' };

export function visitsOption(info: AnalysisInfo, t: AnalysisT): EChartsCoreOption {
  return {
    ...base(info.visits.map((d) => d.date)),
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: t('series.visits'),
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.15 },
        data: info.visits.map((d) => d.visits),
      },
      { name: t('series.logins'), type: 'line', data: info.visits.map((d) => d.logins) },
    ],
  };
}

export function requestsOption(info: AnalysisInfo, t: AnalysisT): EChartsCoreOption {
  return {
    ...base(info.requests.map((d) => d.date)),
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, axisLabel: { formatter: (v: number) => `${Math.round(v * 1000) / 10}%` } },
    ],
    series: [
      { name: t('series.requests'), type: 'bar', data: info.requests.map((d) => d.requests) },
      {
        name: t('series.clientErrors'),
        type: 'bar',
        color: COLOURS.warning,
        data: info.requests.map((d) => d.clientErrors),
      },
      {
        name: t('series.serverErrors'),
        type: 'bar',
        color: COLOURS.failure,
        data: info.requests.map((d) => d.serverErrors),
      },
      {
        name: t('series.errorRate'),
        type: 'line',
        yAxisIndex: 1,
        data: info.requests.map((d) => d.errorRate),
        tooltip: { valueFormatter: (v: number) => `${Math.round(v * 10000) / 100}%` },
      },
    ],
  };
}

/** Success and failure per day, stacked (sign-ins or job runs). */
export function outcomesOption(
  rows: { date: string; success: number; failure: number }[],
  t: AnalysisT,
): EChartsCoreOption {
  return {
    ...base(rows.map((d) => d.date)),
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: t('series.success'),
        type: 'bar',
        stack: 'outcome',
        color: COLOURS.success,
        data: rows.map((d) => d.success),
      },
      {
        name: t('series.failure'),
        type: 'bar',
        stack: 'outcome',
        color: COLOURS.failure,
        data: rows.map((d) => d.failure),
      },
    ],
  };
}

export function busiestOption(routes: BusyRoute[], t: AnalysisT): EChartsCoreOption {
  // Busiest at the top: a category y axis draws its first entry at the bottom.
  const shown = [...routes].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { ...GRID, top: 8 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: shown.map((r) => `${r.method} ${r.path}`),
      axisLabel: { width: 180, overflow: 'truncate' },
    },
    series: [{ name: t('route.requests'), type: 'bar', data: shown.map((r) => r.requests) }],
  };
}
