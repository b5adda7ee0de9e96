import type { UserView } from '@awards/shared/users';
import { reportError } from '@awards/web-common/formErrors';
import { App, Card, Flex, Grid } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { organTreeNodes, useOrganOptions } from '../api/options';
import { useDeleteUsers, useFreezeUsers } from '../api/userActions';
import { useUserDetail } from '../api/userDetail';
import { fetchUserPage, USER_PAGE_KEY, type UserFilters } from '../api/userPage';
import { BindRolesModal } from '../components/BindRolesModal';
import { ImportModal } from '../components/ImportModal';
import { RecycleBinDrawer } from '../components/RecycleBinDrawer';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { UserFormModal } from '../components/UserFormModal';
import { UserToolbar } from '../components/UserToolbar';
import { userColumns } from '../components/userColumns';
import { useUsersT } from '../i18n';

type Dialog = { kind: 'password' | 'roles'; user: UserView } | { kind: 'import' | 'recycle' } | null;

/** User administration (spec 001 §7 "Users"): search, paged list, the form, and each row's actions. */
export function UserListPage() {
  const { t, tr } = useUsersT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useUserDetail);
  const organs = useOrganOptions();
  const fields: SearchField[] = [
    { type: 'input', name: 'realname', label: t('search.realname') },
    { type: 'input', name: 'loginName', label: t('search.loginName') },
    { type: 'input', name: 'phone', label: t('search.phone') },
    {
      type: 'treeSelect',
      name: 'orgId',
      numeric: true,
      label: t('search.orgId'),
      treeData: organTreeNodes(organs.data ?? []),
      loading: organs.isFetching,
    },
    {
      type: 'dict',
      name: 'status',
      label: t('search.status'),
      categoryCode: 'user_status',
      numeric: true,
    },
    { type: 'dict', name: 'userType', label: t('search.userType'), categoryCode: 'user_type' },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<UserFilters>(searchSpec(fields));
  const freeze = useFreezeUsers();
  const remove = useDeleteUsers();
  const close = () => setDialog(null);
  const fail = (error: unknown) => reportError(error, message.error, tr);

  const columns = userColumns(t, {
    narrow,
    edit: (user) => form.open(`edit:${user.userId}`),
    setStatus: (user, status) =>
      freeze
        .mutateAsync({ userIds: [user.userId], status })
        .then(() => void message.success(t(status === 2 ? 'done.frozen' : 'done.unfrozen')), fail),
    password: (user) => setDialog({ kind: 'password', user }),
    roles: (user) => setDialog({ kind: 'roles', user }),
    remove: (user) =>
      remove.mutateAsync([user.userId]).then(() => void message.success(t('done.deleted')), fail),
  });

  return (
    <Flex vertical gap={16} data-testid="user-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<UserView, UserFilters>
          tableId="system.users"
          rowKey="userId"
          columns={columns}
          list={list}
          filters={list.filters}
          queryKey={USER_PAGE_KEY}
          fetch={fetchUserPage}
          toolbar={
            <UserToolbar
              filters={list.filters}
              onAdd={() => form.open('add')}
              onImport={() => setDialog({ kind: 'import' })}
              onRecycle={() => setDialog({ kind: 'recycle' })}
            />
          }
        />
      </Card>
      {editing.open && <UserFormModal key={form.value} user={editing.record} onClose={form.close} />}
      {dialog?.kind === 'password' && <ResetPasswordModal user={dialog.user} onClose={close} />}
      {dialog?.kind === 'roles' && <BindRolesModal user={dialog.user} onClose={close} />}
      {dialog?.kind === 'import' && <ImportModal onClose={close} />}
      <RecycleBinDrawer open={dialog?.kind === 'recycle'} onClose={close} />
    </Flex>
  );
}
