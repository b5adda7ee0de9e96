import { EXPORT_UI_MESSAGES } from '@awards/shared/exports';
import type { UserImportReport } from '@awards/shared/users';
import { orEmpty } from '@awards/web-common/format';
import { translateShared } from '@awards/web-common/i18n';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { openMyExports } from '../../../lib/exportProgress';
import { useUsersT } from '../i18n';

type Failure = UserImportReport['failures'][number];

/** What an import did: the counts, and each refused row with its reasons (nothing of those rows was saved). */
export function ImportReport({ report }: { report: UserImportReport }) {
  const { t, tr } = useUsersT();
  const counts = {
    total: report.totalRows,
    created: report.createdCount,
    failed: report.failedCount,
  };
  return (
    <Flex vertical gap={12} data-testid="import-report">
      <Alert
        type={report.failedCount === 0 ? 'success' : 'warning'}
        showIcon
        title={t('import.summary', counts)}
        description={report.failedCount > 0 ? t('import.failedHint') : undefined}
      />
      {report.resultExportId !== undefined && (
        <Typography.Text type="secondary" data-testid="import-result-kept">
          {translateShared(EXPORT_UI_MESSAGES.importKept)}{' '}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openMyExports()}>
            {translateShared(EXPORT_UI_MESSAGES.openList)}
          </Button>
        </Typography.Text>
      )}
      {report.failures.length > 0 && (
        <Table<Failure>
          size="small"
          rowKey="row"
          pagination={report.failures.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={report.failures}
          columns={[
            { key: 'row', title: t('import.row'), dataIndex: 'row', width: 70 },
            {
              key: 'loginName',
              title: t('import.loginName'),
              width: 140,
              render: (_, failure) => orEmpty(failure.loginName),
            },
            {
              key: 'errors',
              title: t('import.errors'),
              render: (_, failure) => (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {failure.errors.map((error) => (
                    <li key={error}>{tr(error)}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
