import type { AccessLogView } from '@awards/shared/logs';
import { LOG_PATHS } from '@awards/shared/logs';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { ExportButton } from '../../../components/Export/ExportButton';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import {
  ACCESS_LOG_KEY,
  type AccessLogFilters,
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
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const retention = useLogRetention().data;

  const fields: SearchField[] = [
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
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState(searchSpec(fields), { defaultPageSize: 50 });
  const filters = withTimeRange(list.filters) as AccessLogFilters;

  return (
    <Flex vertical gap={16} data-testid="access-log-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<AccessLogView, AccessLogFilters>
          tableId="monitor.accessLog"
          // Spec 000 §9: logs page by 50 (roles too); other lists by 10.
          defaultPageSize={50}
          rowKey="logAccessId"
          columns={accessLogColumns(t, (log) => setDetailOf(log.logAccessId))}
          list={list}
          filters={filters}
          queryKey={ACCESS_LOG_KEY}
          fetch={fetchAccessLogPage}
          toolbar={
            <Flex gap={12} align="center" wrap>
              <ExportButton
                path={LOG_PATHS.accessExport}
                body={filters}
                fileName={t('fileName.access')}
                code="LOG_EXPORT"
                testId="access-log-export"
              >
                {t('action.export')}
              </ExportButton>
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
