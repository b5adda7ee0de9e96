import type { RolePageRow } from '@awards/shared/roles';
import type { UserView } from '@awards/shared/users';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Drawer, Input, Popconfirm, Tooltip } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { usePersonColumns } from '../../../components/DataTable/personColumns';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { searchFilter, UserPickerModal } from '../../../components/UserPickerModal';
import {
  fetchRoleUsers,
  type MemberFilters,
  ROLE_USERS_KEY,
  unboundUsersOf,
  useRoleMembers,
} from '../api/roleUsers';
import { useRolesT } from '../i18n';
import { useRoleName } from '../roleName';

/**
 * The users holding a role (ROLE_USER): give it to more users, or take it away.
 * Adding is disabled for a role the signed-in user may not grant (`grantable`; the
 * server refuses it anyway, docs/security.md "Granting roles").
 */
export function RoleUsersDrawer({ role, onClose }: { role: RolePageRow; onClose: () => void }) {
  const { t, tr } = useRolesT();
  const roleName = useRoleName();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<MemberFilters>({ roleId: role.roleId });
  const [selected, setSelected] = useState<Key[]>([]);
  const [picking, setPicking] = useState(false);
  const members = useRoleMembers();

  const change = (action: 'add' | 'delete', userIds: number[]) =>
    members.mutateAsync({ action, roleId: role.roleId, userIds }).then(
      () => {
        void message.success(t(action === 'add' ? 'done.usersAdded' : 'done.usersRemoved'));
        if (action === 'add') setPicking(false);
        else setSelected((keys) => keys.filter((key) => !userIds.includes(Number(key))));
      },
      (error) => reportError(error, message.error, tr),
    );

  const columns: DataTableColumn<UserView>[] = [
    ...usePersonColumns<UserView>('loginName', 'realname', 'orgName'),
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (user) => [
        {
          key: 'remove',
          label: t('users.remove'),
          danger: true,
          confirm: t('users.removeConfirm', { count: 1 }),
          onClick: () => change('delete', [user.userId]),
        },
      ],
    },
  ];

  return (
    <Drawer
      open
      title={t('users.title', { name: roleName(role) })}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('users.search')}
        style={{ marginBottom: 12 }}
        onSearch={(value) => setFilters({ roleId: role.roleId, ...searchFilter(value) })}
      />
      <DataTable<UserView, MemberFilters>
        tableId="system.roles.users"
        rowKey="userId"
        columns={columns}
        filters={filters}
        queryKey={ROLE_USERS_KEY}
        fetch={fetchRoleUsers}
        columnChooser={false}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <Tooltip title={role.grantable ? undefined : t('users.addNotGrantable')}>
              <Button
                type="primary"
                disabled={!role.grantable}
                onClick={() => setPicking(true)}
                data-testid="role-users-add"
              >
                {t('users.add')}
              </Button>
            </Tooltip>
            <Popconfirm
              title={t('users.removeConfirm', { count: selected.length })}
              disabled={selected.length === 0}
              onConfirm={() => change('delete', selected.map(Number))}
            >
              <Button danger disabled={selected.length === 0}>
                {t('users.remove')}
              </Button>
            </Popconfirm>
          </>
        }
      />
      {picking && (
        <UserPickerModal
          title={t('users.pick', { name: roleName(role) })}
          busy={members.isPending}
          fetch={unboundUsersOf(role.roleId)}
          queryKey={[...ROLE_USERS_KEY, 'unbound', role.roleId]}
          tableId="system.roles.userPicker"
          labels={{
            loginName: t('users.loginName'),
            realname: t('users.realname'),
            orgName: t('users.orgName'),
            search: t('users.search'),
            ok: t('form.ok'),
            cancel: t('form.cancel'),
          }}
          onPick={(userIds) => change('add', userIds)}
          onClose={() => setPicking(false)}
        />
      )}
    </Drawer>
  );
}
