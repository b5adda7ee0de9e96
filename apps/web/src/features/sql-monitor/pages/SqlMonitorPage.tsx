import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@awards/web-common/format';
import { App, Button, Card, Flex, Input, Popconfirm, Tabs, Tag, Typography } from 'antd';
import { useListState } from '../../../components/DataTable/useListState';
import { Permission } from '../../../components/RowActions/Permission';
import { useResetSqlStats, useSqlStats } from '../api/sqlStats';
import { StatementTable } from '../components/StatementTable';
import { useSqlMonitorT } from '../i18n';

const RANKINGS = ['slowest', 'mostFrequent', 'heaviest'] as const;
const KEYWORD_SEARCH = { keyword: { type: 'string' } } as const;

/** The SQL monitor (spec 001 §6): statement timings from pg_stat_statements or the server's own. */
export function SqlMonitorPage() {
  const t = useSqlMonitorT();
  const { message } = App.useApp();
  // The keyword is in the address (`?keyword=users`): a reload or a link shows the same statements.
  const list = useListState<{ keyword?: string }>(KEYWORD_SEARCH);
  const keyword = list.filters.keyword ?? '';
  const stats = useSqlStats(keyword);
  const reset = useResetSqlStats();
  const info = stats.data;

  return (
    <Flex vertical gap={16} data-testid="sql-monitor-page">
      <Card size="small">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex gap={8} align="center" wrap>
            {info && (
              <Tag color={info.source === 'pg_stat_statements' ? 'blue' : 'gold'} data-testid="sql-source">
                {t(`source.${info.source}`)}
              </Tag>
            )}
            {info?.since && (
              <Typography.Text type="secondary">
                {t('since', { time: formatDateTime(info.since) })}
              </Typography.Text>
            )}
          </Flex>
          <Flex gap={8} wrap>
            <Input.Search
              allowClear
              placeholder={t('keyword')}
              enterButton={t('search')}
              key={keyword}
              defaultValue={keyword}
              onSearch={(value) => list.search({ keyword: value.trim() || undefined })}
              style={{ width: 280, maxWidth: '100%' }}
            />
            <Button icon={<ReloadOutlined />} loading={stats.isFetching} onClick={() => void stats.refetch()}>
              {t('refresh')}
            </Button>
            <Permission code="SQL_RESET">
              <Popconfirm
                title={t('resetConfirm')}
                onConfirm={() => reset.mutateAsync().then(() => void message.success(t('resetDone')))}
              >
                <Button danger>{t('reset')}</Button>
              </Popconfirm>
            </Permission>
          </Flex>
        </Flex>
      </Card>
      <Card size="small">
        <Tabs
          items={RANKINGS.map((ranking) => ({
            key: ranking,
            label: t(`tab.${ranking}`),
            children: <StatementTable stats={stats} ranking={ranking} />,
          }))}
        />
      </Card>
    </Flex>
  );
}
