import type { RolePageRow } from '@awards/shared/roles';
import { orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { RolesT } from '../i18n';

export interface RoleRowHandlers {
  /** A phone's width: the actions scroll with the row instead of covering the names. */
  narrow: boolean;
  edit: (role: RolePageRow) => void;
  permissions: (role: RolePageRow) => void;
  scope: (role: RolePageRow) => void;
  dataRules: (role: RolePageRow) => void;
  users: (role: RolePageRow) => void;
  remove: (role: RolePageRow) => Promise<unknown>;
}

/**
 * The list's columns, names in the interface language (`nameOf`); each action carries its
 * ROLE_* code and is hidden without it.
 */
export function roleColumns(
  t: RolesT,
  nameOf: (role: RolePageRow) => string,
  on: RoleRowHandlers,
): DataTableColumn<RolePageRow>[] {
  return [
    {
      key: 'roleName',
      title: t('column.roleName'),
      // Room for an English name beside the built-in tag.
      width: 250,
      ellipsis: true,
      render: (_, role) => (
        <span data-testid={`role-name-${role.roleCode}`}>
          {nameOf(role)} {role.builtIn && <Tag>{t('column.builtIn')}</Tag>}
        </span>
      ),
    },
    {
      key: 'roleCode',
      userText: true,
      title: t('column.roleCode'),
      width: 190,
      render: (_, role) => <Typography.Text code>{role.roleCode}</Typography.Text>,
    },
    {
      key: 'dataScope',
      title: t('column.dataScope'),
      width: 130,
      render: (_, r) => t(`dataScope.s${r.dataScope}`),
    },
    {
      key: 'organName',
      userText: true,
      title: t('column.organName'),
      width: 130,
      ellipsis: true,
      render: (_, r) => orEmpty(r.organName),
    },
    { key: 'userCount', title: t('column.userCount'), dataIndex: 'userCount', width: 80, align: 'right' },
    { key: 'sortNumber', title: t('column.sortNumber'), dataIndex: 'sortNumber', width: 70, align: 'center' },
    {
      key: 'remark',
      userText: true,
      title: t('column.remark'),
      width: 150,
      ellipsis: true,
      render: (_, r) => orEmpty(r.remark),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (role) => [
        { key: 'edit', label: t('action.edit'), permission: 'ROLE_EDIT', onClick: () => on.edit(role) },
        {
          key: 'permissions',
          label: t('action.permissions'),
          permission: 'ROLE_MENU',
          onClick: () => on.permissions(role),
        },
        {
          key: 'scope',
          label: t('action.scope'),
          permission: 'ROLE_EDIT',
          more: true,
          onClick: () => on.scope(role),
        },
        {
          key: 'dataRules',
          label: t('action.dataRules'),
          permission: 'ROLE_MENU',
          more: true,
          onClick: () => on.dataRules(role),
        },
        {
          key: 'users',
          label: t('action.users'),
          permission: 'ROLE_USER',
          more: true,
          onClick: () => on.users(role),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'ROLE_DEL',
          danger: true,
          more: true,
          disabled: role.builtIn,
          confirm: t('action.deleteConfirm', { name: nameOf(role) }),
          onClick: () => on.remove(role),
        },
      ],
    },
  ];
}
