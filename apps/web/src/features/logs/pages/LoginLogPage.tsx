import { DownloadOutlined } from '@ant-design/icons';
import type { LoginLogView } from '@awards/shared/logs';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { exportLoginLogs, fetchLoginLogPage, LOGIN_LOG_KEY, type LoginLogFilters } from '../api/loginLogs';
import { loginLogColumns } from '../components/loginLogColumns';
import { useLogsT } from '../i18n';
import { withTimeRange } from '../timeRange';

const OUTCOMES = ['success', 'failure', 'locked', 'captcha'] as const;

/** The login log (spec 001 §6 "Logs"): every sign-in attempt, filtered, with an Excel export. */
export function LoginLogPage() {
  const t = useLogsT();
  const [filters, setFilters] = useState<LoginLogFilters>({});
  const [exporting, setExporting] = useState(false);

  const exportList = () => {
    setExporting(true);
    void exportLoginLogs(filters, t('fileName.login')).finally(() => setExporting(false));
  };

  return (
    <Flex vertical gap={16} data-testid="login-log-page">
      <Card>
        <SearchForm
          fields={[
            { type: 'dateRange', name: 'time', label: t('search.time') },
            { type: 'input', name: 'loginName', label: t('search.loginName') },
            { type: 'input', name: 'ip', label: t('search.ip') },
            {
              type: 'select',
              name: 'outcome',
              label: t('search.outcome'),
              options: OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) })),
            },
          ]}
          onSearch={(values) => setFilters(withTimeRange(values) as LoginLogFilters)}
        />
      </Card>
      <Card>
        <DataTable<LoginLogView, LoginLogFilters>
          tableId="monitor.loginLog"
          // Spec 000 §9: logs page by 50 (roles too); other lists by 10.
          defaultPageSize={50}
          rowKey="logLoginId"
          columns={loginLogColumns(t)}
          filters={filters}
          queryKey={LOGIN_LOG_KEY}
          fetch={fetchLoginLogPage}
          keepColumn="first"
          toolbar={
            <Permission code="LOGINLOG_EXPORT">
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={exportList}
                data-testid="login-log-export"
              >
                {t('action.export')}
              </Button>
            </Permission>
          }
        />
      </Card>
    </Flex>
  );
}
