import type { CustomIcon } from '@awards/shared/home';
import { orEmpty } from '@awards/web-common/format';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RowActions } from '../../../components/RowActions/RowActions';
import { actionsColumnWidth } from '../../../components/RowActions/width';
import type { MenusT } from '../i18n';
import type { MenuRow, MenuTitleOf } from '../menuRows';
import { MenuIcon } from './MenuIcon';

export interface MenuRowHandlers {
  edit: (row: MenuRow) => void;
  addSub: (row: MenuRow) => void;
  buttons: (row: MenuRow) => void;
  rules: (row: MenuRow) => void;
  move: (row: MenuRow, delta: -1 | 1) => unknown;
  remove: (row: MenuRow) => Promise<void>;
}

function flags(row: MenuRow, t: MenusT) {
  return (
    <Space size={[0, 4]} wrap>
      <Tag color={row.status === 1 ? 'success' : 'default'}>
        {t(row.status === 1 ? 'flag.enabled' : 'flag.disabled')}
      </Tag>
      {row.hidden && <Tag>{t('flag.hidden')}</Tag>}
      {row.route === '0' && <Tag>{t('flag.notRoutable')}</Tag>}
      {row.builtIn && <Tag color="blue">{t('flag.builtIn')}</Tag>}
    </Space>
  );
}

/**
 * The tree table's columns, titles in the interface language (`title`); the actions carry
 * the MENU_* codes and hide without them.
 */
export function menuColumns(
  t: MenusT,
  icons: readonly CustomIcon[],
  title: MenuTitleOf,
  on: MenuRowHandlers,
): ColumnsType<MenuRow> {
  return [
    {
      key: 'menuName',
      title: t('column.menuName'),
      width: 160,
      ellipsis: true,
      render: (_, row) => (
        <Space size={8}>
          <MenuIcon name={row.menuIcon} icons={icons} />
          <span data-testid={`menu-name-${row.menuId}`}>{title(row)}</span>
        </Space>
      ),
    },
    {
      key: 'menuUrl',
      title: t('column.menuUrl'),
      width: 120,
      ellipsis: true,
      render: (_, row) => <Typography.Text code>{row.menuUrl}</Typography.Text>,
    },
    {
      key: 'component',
      title: t('column.component'),
      width: 110,
      ellipsis: true,
      render: (_, row) => orEmpty(row.component),
    },
    { key: 'menuSort', title: t('column.menuSort'), dataIndex: 'menuSort', width: 60, align: 'center' },
    {
      key: 'menuType',
      title: t('column.menuType'),
      width: 70,
      render: (_, row) => t(row.menuType === 0 ? 'type.top' : 'type.sub'),
    },
    { key: 'status', title: t('column.status'), width: 100, render: (_, row) => flags(row, t) },
    {
      key: 'buttons',
      title: t('column.buttons'),
      width: 60,
      align: 'center',
      render: (_, row) => row.buttons.length,
    },
    {
      key: 'actions',
      title: t('column.actions'),
      // Two buttons and the "more" dropdown, as wide as their labels in the language shown.
      width: actionsColumnWidth([t('action.edit'), t('action.addSub')], true),
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('action.edit'), permission: 'MENU_EDIT', onClick: () => on.edit(row) },
            {
              key: 'addSub',
              label: t('action.addSub'),
              permission: 'MENU_ADDSUB',
              onClick: () => on.addSub(row),
            },
            {
              key: 'buttons',
              label: t('action.buttons'),
              permission: 'MENU_VIEW',
              more: true,
              onClick: () => on.buttons(row),
            },
            {
              key: 'rules',
              label: t('action.rules'),
              permission: 'MENU_VIEW',
              more: true,
              onClick: () => on.rules(row),
            },
            {
              key: 'up',
              label: t('action.up'),
              permission: 'MENU_SORT',
              more: true,
              disabled: row.siblingIds[0] === row.menuId,
              onClick: () => on.move(row, -1),
            },
            {
              key: 'down',
              label: t('action.down'),
              permission: 'MENU_SORT',
              more: true,
              disabled: row.siblingIds.at(-1) === row.menuId,
              onClick: () => on.move(row, 1),
            },
            // Built-in menus cannot be deleted (the seed would restore them): no button to offer.
            ...(row.builtIn
              ? []
              : [
                  {
                    key: 'delete',
                    label: t('action.delete'),
                    permission: 'MENU_DEL',
                    danger: true,
                    more: true,
                    confirm: t('action.deleteConfirm'),
                    onClick: () => on.remove(row),
                  },
                ]),
          ]}
        />
      ),
    },
  ];
}
