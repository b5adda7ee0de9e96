import type { MenuButtonView } from '@awards/shared/menus';
import { App, Button, Drawer, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Permission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import { useDeleteButton, useMenuButtons } from '../api/menuButtons';
import { useMenusT } from '../i18n';
import { type MenuRow, useMenuTitleOf } from '../menuRows';
import { ButtonFormModal } from './ButtonFormModal';

/** A menu's buttons, each a permission code (spec 001 §3 "Button"); changed under MENU_EDIT. */
export function ButtonsDrawer({ menu, onClose }: { menu: MenuRow | null; onClose: () => void }) {
  const { t } = useMenusT();
  const titleOf = useMenuTitleOf();
  const { message } = App.useApp();
  const buttons = useMenuButtons(menu?.menuId ?? null);
  const remove = useDeleteButton();
  const [editing, setEditing] = useState<MenuButtonView | 'new' | null>(null);

  const columns: ColumnsType<MenuButtonView> = [
    { key: 'name', title: t('buttons.name'), dataIndex: 'name', width: 140 },
    { key: 'buttonCode', title: t('buttons.buttonCode'), dataIndex: 'buttonCode', width: 120 },
    {
      key: 'buttonPerms',
      title: t('buttons.buttonPerms'),
      width: 190,
      render: (_, row) => (
        <>
          <Typography.Text code>{row.buttonPerms}</Typography.Text>
          {row.builtIn && <Tag color="blue">{t('buttons.builtIn')}</Tag>}
        </>
      ),
    },
    { key: 'sortNum', title: t('buttons.sortNum'), dataIndex: 'sortNum', width: 70, align: 'center' },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 120,
      render: (_, row) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('action.edit'), permission: 'MENU_EDIT', onClick: () => setEditing(row) },
            ...(row.builtIn
              ? []
              : [
                  {
                    key: 'delete',
                    label: t('action.delete'),
                    permission: 'MENU_EDIT',
                    danger: true,
                    confirm: t('buttons.deleteConfirm'),
                    onClick: () =>
                      remove.mutateAsync(row.buttonId).then(
                        () => message.success(t('done.deleted')),
                        () => undefined,
                      ),
                  },
                ]),
          ]}
        />
      ),
    },
  ];

  return (
    <Drawer
      open={Boolean(menu)}
      title={menu ? t('buttons.title', { menu: titleOf(menu) }) : null}
      size={720}
      onClose={onClose}
      extra={
        <Permission code="MENU_EDIT">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="button-add">
            {t('buttons.add')}
          </Button>
        </Permission>
      }
    >
      <Table<MenuButtonView>
        rowKey="buttonId"
        size="small"
        columns={columns}
        dataSource={buttons.data ?? []}
        loading={buttons.isFetching}
        pagination={false}
        data-testid="button-table"
      />
      {menu && editing && (
        <ButtonFormModal
          menuId={menu.menuId}
          button={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Drawer>
  );
}
