import type { DataRuleView } from '@awards/shared/menus';
import { MENU_MESSAGES } from '@awards/shared/menus';
import { Alert, App, Button, Drawer, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Permission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import { deleteDataRule, useDataRuleColumns, useDataRuleMutation, useDataRules } from '../api/dataRules';
import { useMenusT } from '../i18n';
import { type MenuRow, useMenuTitleOf } from '../menuRows';
import { DataRuleFormModal } from './DataRuleFormModal';

/** The data permission rules of a menu's list (spec 001 §7): each narrows that list for every reader. */
export function DataRulesDrawer({ menu, onClose }: { menu: MenuRow | null; onClose: () => void }) {
  const { t, tr } = useMenusT();
  const titleOf = useMenuTitleOf();
  const { message } = App.useApp();
  const menuId = menu?.menuId ?? null;
  const rules = useDataRules(menuId);
  const columnsView = useDataRuleColumns(menuId);
  const remove = useDataRuleMutation(deleteDataRule, menuId);
  const [editing, setEditing] = useState<DataRuleView | 'new' | null>(null);
  const ruleColumns = columnsView.data?.columns ?? [];
  const supported = ruleColumns.length > 0;

  const columns: ColumnsType<DataRuleView> = [
    { key: 'ruleName', title: t('rules.ruleName'), dataIndex: 'ruleName', width: 140 },
    {
      key: 'rule',
      title: t('rules.ruleConditions'),
      render: (_, row) => (
        <Typography.Text code>{`${row.ruleColumn} ${row.ruleConditions} ${row.ruleValue}`}</Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 80,
      render: (_, row) => (
        <Tag color={row.status === 1 ? 'success' : 'default'}>
          {t(row.status === 1 ? 'flag.enabled' : 'flag.disabled')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 120,
      render: (_, row) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('action.edit'), permission: 'MENU_EDIT', onClick: () => setEditing(row) },
            {
              key: 'delete',
              label: t('action.delete'),
              permission: 'MENU_EDIT',
              danger: true,
              confirm: t('rules.deleteConfirm'),
              onClick: () =>
                remove.mutateAsync(row.ruleId).then(
                  () => message.success(t('done.deleted')),
                  () => undefined,
                ),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Drawer
      open={Boolean(menu)}
      title={menu ? t('rules.title', { menu: titleOf(menu) }) : null}
      size={720}
      onClose={onClose}
      extra={
        supported && (
          <Permission code="MENU_EDIT">
            <Button type="primary" onClick={() => setEditing('new')} data-testid="rule-add">
              {t('rules.add')}
            </Button>
          </Permission>
        )
      }
    >
      {columnsView.isSuccess && !supported && (
        <Alert type="info" showIcon title={tr(MENU_MESSAGES.noRuleList)} style={{ marginBottom: 16 }} />
      )}
      <Table<DataRuleView>
        rowKey="ruleId"
        size="small"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isFetching}
        pagination={false}
      />
      {menuId !== null && editing && columnsView.data && (
        <DataRuleFormModal
          menuId={menuId}
          rule={editing === 'new' ? null : editing}
          options={columnsView.data}
          onClose={() => setEditing(null)}
        />
      )}
    </Drawer>
  );
}
