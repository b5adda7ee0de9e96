import type { UserView } from '@awards/shared/users';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { RowActions } from '../../../components/RowActions/RowActions';
import { searchFilter } from '../../../components/UserPickerModal';
import { orEmpty } from '../../../lib/format';
import { fetchOrganUsers, type MemberFilters, ORGAN_USERS_KEY } from '../api/organMembers';
import { useOrgansT } from '../i18n';
import { DeclarerFormModal } from './DeclarerFormModal';

type Editing = { user: UserView | null } | null;

/** The declarers of a declaring unit (DEPART_USER): listed, added and edited here. */
export function OrganDeclarersPanel({ organId }: { organId: number }) {
  const { t } = useOrgansT();
  const base: MemberFilters = { organId, includeChildren: false, userType: 'declarer' };
  const [filters, setFilters] = useState<MemberFilters>(base);
  const [editing, setEditing] = useState<Editing>(null);
  const columns: DataTableColumn<UserView>[] = [
    { key: 'loginName', title: t('users.loginName'), dataIndex: 'loginName', width: 140 },
    { key: 'realname', title: t('users.realname'), dataIndex: 'realname', width: 110 },
    { key: 'phone', title: t('users.phone'), width: 130, render: (_, user) => orEmpty(user.phone) },
    {
      key: 'actions',
      title: t('users.actions'),
      width: 90,
      render: (_, user) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: t('declarers.edit'),
              permission: 'DEPART_USER',
              onClick: () => setEditing({ user }),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          style={{ maxWidth: 280 }}
          onSearch={(value) => setFilters({ ...base, ...searchFilter(value) })}
        />
        <Button type="primary" onClick={() => setEditing({ user: null })} data-testid="declarer-add">
          {t('declarers.add')}
        </Button>
      </Flex>
      <DataTable<UserView, MemberFilters>
        tableId="system.organisations.declarers"
        rowKey="userId"
        columns={columns}
        filters={filters}
        queryKey={[...ORGAN_USERS_KEY, 'declarers']}
        fetch={fetchOrganUsers}
        columnChooser={false}
        tableProps={{ size: 'small' }}
      />
      {editing && (
        <DeclarerFormModal organId={organId} user={editing.user} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
