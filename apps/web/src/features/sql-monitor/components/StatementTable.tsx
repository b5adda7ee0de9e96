import type { SqlMonitorInfo, SqlStatementStat } from '@awards/shared/monitor';
import { formatNumber, orEmpty } from '@awards/web-common/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { queryTable } from '../../../components/DataTable/queryTable';
import { userTextCell } from '../../../components/DataTable/toAntColumns';
import { useSqlMonitorT } from '../i18n';

const ms = (value: number) => formatNumber(value, 2);

/** One ranking of normalised statements (no parameter values ever reach this page), or the statistics' failure with a retry. */
export function StatementTable({
  stats,
  ranking,
}: {
  stats: UseQueryResult<SqlMonitorInfo>;
  ranking: 'slowest' | 'mostFrequent' | 'heaviest';
}) {
  const t = useSqlMonitorT();
  const columns: ColumnsType<SqlStatementStat> = [
    {
      key: 'query',
      onCell: userTextCell(),
      title: t('column.query'),
      render: (_, row) => (
        <Typography.Paragraph
          code
          copyable={{ text: row.query }}
          ellipsis={{ rows: 2, expandable: true, symbol: '…' }}
          style={{ marginBottom: 0, minWidth: 240 }}
        >
          {row.query}
        </Typography.Paragraph>
      ),
    },
    { key: 'calls', title: t('column.calls'), dataIndex: 'calls', width: 90, align: 'right' },
    {
      key: 'totalMs',
      title: t('column.totalMs'),
      width: 120,
      align: 'right',
      render: (_, r) => ms(r.totalMs),
    },
    { key: 'meanMs', title: t('column.meanMs'), width: 110, align: 'right', render: (_, r) => ms(r.meanMs) },
    { key: 'maxMs', title: t('column.maxMs'), width: 110, align: 'right', render: (_, r) => ms(r.maxMs) },
    { key: 'rows', title: t('column.rows'), width: 90, align: 'right', render: (_, r) => orEmpty(r.rows) },
  ];
  return (
    <Table<SqlStatementStat>
      size="small"
      rowKey="query"
      columns={columns}
      {...queryTable(stats, stats.data?.[ranking] ?? [], t('empty'))}
      loading={stats.isPending}
      pagination={false}
      scroll={{ x: 760 }}
    />
  );
}
