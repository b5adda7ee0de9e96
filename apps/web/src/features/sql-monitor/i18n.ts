import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** The SQL monitor's strings, in their own namespace, registered on first import. */
const zhCN = {
  keyword: '语句包含',
  search: '查询',
  refresh: '刷新',
  reset: '重置统计',
  resetConfirm: '确定清空已收集的SQL统计吗？',
  resetDone: '统计已重置',
  source: { pg_stat_statements: '来源：pg_stat_statements', server: '来源：服务端自行采集（仅本实例）' },
  since: '统计起始：{{time}}',
  tab: { slowest: '最慢语句', mostFrequent: '最频繁语句', heaviest: '总耗时最多' },
  column: {
    query: 'SQL语句',
    calls: '次数',
    totalMs: '总耗时(ms)',
    meanMs: '平均(ms)',
    maxMs: '最大(ms)',
    rows: '行数',
  },
  empty: '暂无统计',
};
type Messages = typeof zhCN;

const zhTW: Messages = {
  keyword: '語句包含',
  search: '查詢',
  refresh: '刷新',
  reset: '重置統計',
  resetConfirm: '確定清空已收集的SQL統計嗎？',
  resetDone: '統計已重置',
  source: { pg_stat_statements: '來源：pg_stat_statements', server: '來源：服務端自行採集（僅本實例）' },
  since: '統計起始：{{time}}',
  tab: { slowest: '最慢語句', mostFrequent: '最頻繁語句', heaviest: '總耗時最多' },
  column: {
    query: 'SQL語句',
    calls: '次數',
    totalMs: '總耗時(ms)',
    meanMs: '平均(ms)',
    maxMs: '最大(ms)',
    rows: '行數',
  },
  empty: '暫無統計',
};

const enGB: Messages = {
  keyword: 'Statement contains',
  search: 'Search',
  refresh: 'Refresh',
  reset: 'Reset statistics',
  resetConfirm: 'Clear the statistics collected so far?',
  resetDone: 'Statistics reset',
  source: {
    pg_stat_statements: 'Source: pg_stat_statements',
    server: "Source: the server's own timings (this instance)",
  },
  since: 'Since {{time}}',
  tab: { slowest: 'Slowest', mostFrequent: 'Most frequent', heaviest: 'Most total time' },
  column: {
    query: 'Statement',
    calls: 'Calls',
    totalMs: 'Total (ms)',
    meanMs: 'Mean (ms)',
    maxMs: 'Max (ms)',
    rows: 'Rows',
  },
  empty: 'No statistics yet',
};

export const SQL_MONITOR_NS = 'monitorSql';
for (const [lng, resources] of Object.entries({ zh_CN: zhCN, zh_TW: zhTW, en_GB: enGB })) {
  i18n.addResourceBundle(lng, SQL_MONITOR_NS, resources, true, true);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type SqlMonitorT = (key: Leaves<Messages>, options?: Record<string, unknown>) => string;

export function useSqlMonitorT(): SqlMonitorT {
  // The typed resources of src/i18n/i18next.d.ts know only 'translation'.
  const { t } = useTranslation(SQL_MONITOR_NS as unknown as 'translation');
  return t as unknown as SqlMonitorT;
}
