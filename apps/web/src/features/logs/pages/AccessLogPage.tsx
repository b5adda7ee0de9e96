import { DownloadOutlined } from '@ant-design/icons';
import type { AccessLogView } from '@awards/shared/logs';
import { Button, Card, Flex, Grid, Typography } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import {
  ACCESS_LOG_KEY,
  type AccessLogFilters,
  exportAccessLogs,
  fetchAccessLogPage,
  useLogRetention,
} from '../api/accessLogs';
import { AccessLogDrawer } from '../components/AccessLogDrawer';
import { accessLogColumns } from '../components/accessLogColumns';
import { useLogsT } from '../i18n';
import { withTimeRange } from '../timeRange';

/** The access log (spec 001 §6 "Logs"): every request, filtered, with its data and an Excel export. */
export function AccessLogPage() {
  const t = useLogsT();
  const narrow = Grid.useBreakpoint().md === false;
  // Kept in state: DataTable starts a new search whenever it gets a new filters object.
  const [filters, setFilters] = useState<AccessLogFilters>({});
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const retention = useLogRetention().data;

  const exportList = () => {
    setExporting(true);
    void exportAccessLogs(filters, t('fileName.access')).finally(() => setExporting(false));
  };

  return (
    <Flex vertical gap={16} data-testid="access-log-page">
      <Card>
        <SearchForm
          fields={[
            { type: 'dateRange', name: 'time', label: t('search.time') },
            { type: 'input', name: 'createBy', label: t('search.user') },
            { type: 'input', name: 'requestUri', label: t('search.uri') },
            { type: 'input', name: 'requestIp', label: t('search.ip') },
            {
              type: 'select',
              name: 'responseStatus',
              label: t('search.status'),
              options: [200, 400, 401, 403, 404, 409, 422, 500].map((s) => ({ value: s, label: String(s) })),
            },
            {
              type: 'select',
              name: 'costAbove',
              label: t('search.costAbove'),
              options: [100, 500, 1000, 3000].map((ms) => ({ value: ms, label: `> ${ms}` })),
            },
          ]}
          onSearch={(values) => setFilters(withTimeRange(values) as AccessLogFilters)}
        />
      </Card>
      <Card>
        <DataTable<AccessLogView, AccessLogFilters>
          tableId="monitor.accessLog"
          // Spec 000 §9: logs page by 50 (roles too); other lists by 10.
          defaultPageSize={50}
          rowKey="logAccessId"
          columns={accessLogColumns(t, (log) => setDetailOf(log.logAccessId), narrow)}
          filters={filters}
          queryKey={ACCESS_LOG_KEY}
          fetch={fetchAccessLogPage}
          toolbar={
            <Flex gap={12} align="center" wrap>
              <Permission code="LOG_EXPORT">
                <Button
                  icon={<DownloadOutlined />}
                  loading={exporting}
                  onClick={exportList}
                  data-testid="access-log-export"
                >
                  {t('action.export')}
                </Button>
              </Permission>
              {retention && (
                <Typography.Text type="secondary">{t('retention', { days: retention.days })}</Typography.Text>
              )}
            </Flex>
          }
        />
      </Card>
      {detailOf !== null && <AccessLogDrawer logAccessId={detailOf} onClose={() => setDetailOf(null)} />}
    </Flex>
  );
}
