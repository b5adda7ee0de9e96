import type { UserView } from '@awards/shared/users';
import { Checkbox, Flex, Input } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { searchFilter } from '../../../components/UserPickerModal';
import { orEmpty } from '../../../lib/format';
import { fetchOrganExperts, ORGAN_EXPERTS_KEY } from '../api/organDeclarers';
import type { MemberFilters } from '../api/organMembers';
import { useOrgansT } from '../i18n';

/** The expert users of the organisation, and below it unless unticked (DEPART_USER). */
export function OrganExpertsPanel({ organId }: { organId: number }) {
  const { t } = useOrgansT();
  const [filters, setFilters] = useState<MemberFilters>({ organId, includeChildren: true });
  const columns: DataTableColumn<UserView>[] = [
    { key: 'loginName', title: t('users.loginName'), dataIndex: 'loginName', width: 140 },
    { key: 'realname', title: t('users.realname'), dataIndex: 'realname', width: 110 },
    { key: 'orgName', title: t('users.orgName'), width: 160, render: (_, user) => orEmpty(user.orgName) },
    { key: 'phone', title: t('users.phone'), width: 130, render: (_, user) => orEmpty(user.phone) },
  ];
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('users.search')}
          style={{ maxWidth: 280 }}
          onSearch={(value) =>
            setFilters({ organId, includeChildren: filters.includeChildren, ...searchFilter(value) })
          }
        />
        <Checkbox
          checked={filters.includeChildren}
          onChange={(event) => setFilters({ ...filters, includeChildren: event.target.checked })}
        >
          {t('users.includeChildren')}
        </Checkbox>
      </Flex>
      <DataTable<UserView, MemberFilters>
        tableId="system.organisations.experts"
        rowKey="userId"
        columns={columns}
        filters={filters}
        queryKey={ORGAN_EXPERTS_KEY}
        fetch={fetchOrganExperts}
        columnChooser={false}
        tableProps={{ size: 'small' }}
      />
    </>
  );
}
