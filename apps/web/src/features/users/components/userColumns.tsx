import { USER_STATUS } from '@awards/shared/auth';
import type { UserView } from '@awards/shared/users';
import { orEmpty } from '@awards/web-common/format';
import { Tag } from 'antd';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { UsersT } from '../i18n';

export interface UserRowHandlers {
  /** A phone's width: the actions scroll with the row instead of covering the names. */
  narrow: boolean;
  edit: (user: UserView) => void;
  setStatus: (user: UserView, status: 1 | 2) => Promise<unknown>;
  password: (user: UserView) => void;
  roles: (user: UserView) => void;
  remove: (user: UserView) => Promise<unknown>;
}

/** The list's columns; each row action carries its USER_* code and is hidden without it. */
export function userColumns(t: UsersT, on: UserRowHandlers): DataTableColumn<UserView>[] {
  const text = (
    key: 'userNo' | 'orgName' | 'phone' | 'email',
    width: number,
    defaultHidden = false,
  ): DataTableColumn<UserView> => ({
    key,
    defaultHidden,
    userText: true,
    title: t(`column.${key}`),
    width,
    ellipsis: true,
    render: (_, user) => orEmpty(user[key]),
  });
  return [
    {
      key: 'loginName',
      userText: true,
      title: t('column.loginName'),
      width: 130,
      ellipsis: true,
      render: (_, user) => <span data-testid={`user-login-${user.userId}`}>{user.loginName}</span>,
    },
    {
      key: 'realname',
      userText: true,
      title: t('column.realname'),
      dataIndex: 'realname',
      width: 100,
      ellipsis: true,
    },
    text('userNo', 100, true),
    text('orgName', 140),
    text('phone', 120),
    text('email', 170, true),
    {
      key: 'userType',
      title: t('column.userType'),
      width: 100,
      render: (_, u) => t(`userType.${u.userType}`),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 80,
      render: (_, user) =>
        user.status === USER_STATUS.frozen ? (
          <Tag color="error">{t('status.frozen')}</Tag>
        ) : (
          <Tag color="success">{t('status.normal')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (user) => {
        const frozen = user.status === USER_STATUS.frozen;
        return [
          { key: 'edit', label: t('action.edit'), permission: 'USER_EDIT', onClick: () => on.edit(user) },
          {
            key: frozen ? 'unfreeze' : 'freeze',
            label: t(frozen ? 'action.unfreeze' : 'action.freeze'),
            permission: 'USER_FREEZE',
            confirm: t(frozen ? 'action.unfreezeConfirm' : 'action.freezeConfirm', {
              name: user.realname,
            }),
            onClick: () => on.setStatus(user, frozen ? USER_STATUS.normal : USER_STATUS.frozen),
          },
          {
            key: 'password',
            label: t('action.password'),
            permission: 'USER_PASSWORD',
            more: true,
            onClick: () => on.password(user),
          },
          {
            key: 'roles',
            label: t('action.roles'),
            permission: 'USER_EDIT',
            more: true,
            onClick: () => on.roles(user),
          },
          {
            key: 'delete',
            label: t('action.delete'),
            permission: 'USER_DEL',
            danger: true,
            more: true,
            confirm: t('action.deleteConfirm', { name: user.realname }),
            onClick: () => on.remove(user),
          },
        ];
      },
    },
  ];
}
