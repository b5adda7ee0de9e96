import { PlusOutlined } from '@ant-design/icons';
import type { RolePageRow } from '@awards/shared/roles';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Card, Flex, Grid } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { useRole } from '../api/roleDetail';
import { fetchRolePage, ROLE_PAGE_KEY, type RoleFilters } from '../api/rolePage';
import { useDeleteRole } from '../api/saveRole';
import { DataScopeModal } from '../components/DataScopeModal';
import { PermissionDrawer } from '../components/PermissionDrawer';
import { RoleDataRulesDrawer } from '../components/RoleDataRulesDrawer';
import { RoleFormModal } from '../components/RoleFormModal';
import { RoleUsersDrawer } from '../components/RoleUsersDrawer';
import { roleColumns } from '../components/roleColumns';
import { useRolesT } from '../i18n';
import { useRoleName } from '../roleName';

type Dialog = { kind: 'permissions' | 'scope' | 'dataRules' | 'users'; role: RolePageRow } | null;

/** Role administration (spec 001 §7 "Roles"): list, form, grants, data scope and holders. */
export function RoleListPage() {
  const { t, tr } = useRolesT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [dialog, setDialog] = useState<Dialog>(null);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useRole);
  const remove = useDeleteRole();
  const close = () => setDialog(null);

  const columns = roleColumns(t, useRoleName(), {
    narrow,
    edit: (role) => form.open(`edit:${role.roleId}`),
    permissions: (role) => setDialog({ kind: 'permissions', role }),
    scope: (role) => setDialog({ kind: 'scope', role }),
    dataRules: (role) => setDialog({ kind: 'dataRules', role }),
    users: (role) => setDialog({ kind: 'users', role }),
    // A role somebody holds is refused (422): its message says how many.
    remove: (role) =>
      remove.mutateAsync(role.roleId).then(
        () => void message.success(t('done.deleted')),
        (error) => reportError(error, message.error, tr),
      ),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'roleName', label: t('search.roleName') },
    { type: 'input', name: 'roleCode', label: t('search.roleCode') },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<RoleFilters>(searchSpec(fields), { defaultPageSize: 50 });
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="role-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<RolePageRow, RoleFilters>
          tableId="system.roles"
          rowKey="roleId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={ROLE_PAGE_KEY}
          fetch={fetchRolePage}
          // Spec 001 §9: the roles list shows 50 a page.
          defaultPageSize={50}
          toolbar={
            <Permission code="ROLE_ADD">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => form.open('add')}
                data-testid="role-add"
              >
                {t('toolbar.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {editing.open && <RoleFormModal key={form.value} current={editing.record} onClose={form.close} />}
      {dialog?.kind === 'permissions' && <PermissionDrawer role={dialog.role} onClose={close} />}
      {dialog?.kind === 'scope' && <DataScopeModal role={dialog.role} onClose={close} />}
      {dialog?.kind === 'users' && <RoleUsersDrawer role={dialog.role} onClose={close} />}
      {dialog?.kind === 'dataRules' && <RoleDataRulesDrawer role={dialog.role} onClose={close} />}
    </Flex>
  );
}
