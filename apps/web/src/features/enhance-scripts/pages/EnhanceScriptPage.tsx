import type { EnhanceTableView } from '@awards/shared/enhance-scripts';
import { formatDateTime } from '@awards/web-common/format';
import { Alert, Button, Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { queryTable } from '../../../components/DataTable/queryTable';
import { userTextCell } from '../../../components/DataTable/toAntColumns';
import { useScriptTables } from '../../../components/EnhanceScript/enhanceApi';
import { useEnhanceScriptsT } from '../i18n';

// The editor (CodeMirror) is the kit's lazy chunk, loaded when a script is opened.
const EnhanceEditorDrawer = lazy(() => import('../../../components/EnhanceScript/EnhanceEditorDrawer'));

/**
 * Enhance scripts (增强脚本, /_system/enhance-scripts): the tables that have one, each opened in
 * the kit's editor (versions, compare, restore). A script is written first from its table's
 * toolbar, where it can also be tried on a page of rows.
 */
export function EnhanceScriptPage() {
  const { t } = useEnhanceScriptsT();
  const tables = useScriptTables();
  const [editing, setEditing] = useState<string | null>(null);
  const columns: ColumnsType<EnhanceTableView> = [
    {
      key: 'tableId',
      title: t('column.tableId'),
      // No width: the table id takes what the other columns leave (the list fits at 1280 px).
      onCell: userTextCell(),
      render: (_, row) => <code data-testid={`enhance-table-${row.tableId}`}>{row.tableId}</code>,
    },
    { key: 'version', title: t('column.version'), dataIndex: 'version', width: 90 },
    { key: 'versionCount', title: t('column.versions'), dataIndex: 'versionCount', width: 110 },
    {
      key: 'state',
      title: t('column.state'),
      width: 100,
      render: (_, row) => (
        <Tag color={row.empty ? 'default' : 'green'}>{t(row.empty ? 'state.empty' : 'state.on')}</Tag>
      ),
    },
    {
      key: 'createBy',
      title: t('column.createBy'),
      dataIndex: 'createBy',
      width: 120,
      onCell: userTextCell(),
    },
    {
      key: 'createTime',
      title: t('column.createTime'),
      width: 170,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setEditing(row.tableId)}>
          {t('edit')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('title')} data-testid="enhance-script-page">
      <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 16 }} />
      <Table<EnhanceTableView>
        rowKey="tableId"
        columns={columns}
        loading={tables.isFetching}
        pagination={false}
        scroll={{ x: 880 }}
        {...queryTable(tables, tables.data ?? [], t('none'))}
      />
      {editing && (
        <Suspense fallback={null}>
          <EnhanceEditorDrawer tableId={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}
