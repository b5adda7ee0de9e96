import type { LoginLogView } from '@awards/shared/logs';
import { LOG_PATHS } from '@awards/shared/logs';
import { Card, Flex } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { ExportButton } from '../../../components/Export/ExportButton';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { fetchLoginLogPage, LOGIN_LOG_KEY, type LoginLogFilters } from '../api/loginLogs';
import { loginLogColumns } from '../components/loginLogColumns';
import { useLogsT } from '../i18n';
import { withTimeRange } from '../timeRange';

const OUTCOMES = ['success', 'failure', 'locked', 'captcha'] as const;

/** The login log (spec 001 §6 "Logs"): every sign-in attempt, filtered, with an Excel export. */
export function LoginLogPage() {
  const t = useLogsT();

  const fields: SearchField[] = [
    { type: 'dateRange', name: 'time', label: t('search.time') },
    { type: 'input', name: 'loginName', label: t('search.loginName') },
    { type: 'input', name: 'ip', label: t('search.ip') },
    {
      type: 'select',
      name: 'outcome',
      label: t('search.outcome'),
      options: OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) })),
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState(searchSpec(fields), { defaultPageSize: 50 });
  const filters = withTimeRange(list.filters) as LoginLogFilters;

  return (
    <Flex vertical gap={16} data-testid="login-log-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<LoginLogView, LoginLogFilters>
          tableId="monitor.loginLog"
          // Spec 000 §9: logs page by 50 (roles too); other lists by 10.
          defaultPageSize={50}
          rowKey="logLoginId"
          columns={loginLogColumns(t)}
          list={list}
          filters={filters}
          queryKey={LOGIN_LOG_KEY}
          fetch={fetchLoginLogPage}
          keepColumn="first"
          toolbar={
            <ExportButton
              path={LOG_PATHS.loginExport}
              body={filters}
              fileName={t('fileName.login')}
              code="LOGINLOG_EXPORT"
              testId="login-log-export"
            >
              {t('action.export')}
            </ExportButton>
          }
        />
      </Card>
    </Flex>
  );
}
