import type { UserView } from '@awards/shared/users';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { usePersonColumns } from '../../../components/DataTable/personColumns';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { fetchOrganUsers, type MemberFilters, ORGAN_USERS_KEY } from '../api/organMembers';
import { useOrgansT } from '../i18n';
import { DeclarerFormModal } from './DeclarerFormModal';
import { useMemberList } from './useMemberList';

type Editing = { user: UserView | null } | null;

/** The declarers of a declaring unit (DEPART_USER): listed, added and edited here. */
export function OrganDeclarersPanel({ organId }: { organId: number }) {
  const { t } = useOrgansT();
  const base: MemberFilters = { organId, includeChildren: false, userType: 'declarer' };
  const { list, filters, keyword, search } = useMemberList(base, false);
  const [editing, setEditing] = useState<Editing>(null);
  const columns: DataTableColumn<UserView>[] = [
    ...usePersonColumns<UserView>('loginName', 'realname', 'phone'),
    {
      key: 'actions',
      title: t('users.actions'),
      actions: (user) => [
        {
          key: 'edit',
          label: t('declarers.edit'),
          permission: 'DEPART_USER',
          onClick: () => setEditing({ user }),
        },
      ],
    },
  ];
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          style={{ maxWidth: 280 }}
          key={keyword ?? ''}
          defaultValue={keyword}
          onSearch={search}
        />
        <Button type="primary" onClick={() => setEditing({ user: null })} data-testid="declarer-add">
          {t('declarers.add')}
        </Button>
      </Flex>
      <DataTable<UserView, MemberFilters>
        tableId="system.organisations.declarers"
        rowKey="userId"
        columns={columns}
        list={list}
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
