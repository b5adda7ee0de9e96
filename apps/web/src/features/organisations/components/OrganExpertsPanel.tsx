import type { UserView } from '@awards/shared/users';
import { Checkbox, Flex, Input } from 'antd';
import { DataTable } from '../../../components/DataTable/DataTable';
import { usePersonColumns } from '../../../components/DataTable/personColumns';
import { fetchOrganExperts, ORGAN_EXPERTS_KEY } from '../api/organDeclarers';
import type { MemberFilters } from '../api/organMembers';
import { useOrgansT } from '../i18n';
import { useMemberList } from './useMemberList';

/** The expert users of the organisation, and below it unless unticked (DEPART_USER). */
export function OrganExpertsPanel({ organId }: { organId: number }) {
  const { t } = useOrgansT();
  const { list, filters, keyword, search, setIncludeChildren } = useMemberList(
    { organId, includeChildren: true },
    true,
  );
  const columns = usePersonColumns<UserView>('loginName', 'realname', 'orgName', 'phone');
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
        <Checkbox
          checked={filters.includeChildren}
          onChange={(event) => setIncludeChildren(event.target.checked)}
        >
          {t('users.includeChildren')}
        </Checkbox>
      </Flex>
      <DataTable<UserView, MemberFilters>
        tableId="system.organisations.experts"
        rowKey="userId"
        columns={columns}
        list={list}
        filters={filters}
        queryKey={ORGAN_EXPERTS_KEY}
        fetch={fetchOrganExperts}
        columnChooser={false}
        tableProps={{ size: 'small' }}
      />
    </>
  );
}
