import type { UserView } from '@awards/shared/users';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Checkbox, Flex, Input } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { usePersonColumns } from '../../../components/DataTable/personColumns';
import { UserPickerModal } from '../../../components/UserPickerModal';
import {
  fetchOrganUsers,
  fetchUserCandidates,
  type MemberFilters,
  ORGAN_USERS_KEY,
  useOrganMembers,
} from '../api/organMembers';
import { useOrgansT } from '../i18n';
import { useMemberList } from './useMemberList';

/** The organisation's users (DEPART_USER), with those below it or not; binding moves users here. */
export function OrganUsersPanel({ organId, organName }: { organId: number; organName: string }) {
  const { t, tr } = useOrgansT();
  const { message } = App.useApp();
  const { list, filters, keyword, search, setIncludeChildren } = useMemberList(
    { organId, includeChildren: true },
    true,
  );
  const [picking, setPicking] = useState(false);
  const members = useOrganMembers();
  const columns = usePersonColumns<UserView>('loginName', 'realname', 'orgName', 'phone');
  const bind = (userIds: number[]) =>
    members.mutate(
      { action: 'bindUsers', organId, userIds },
      {
        onSuccess: () => {
          void message.success(t('done.usersBound'));
          setPicking(false);
        },
        onError: (error) => reportError(error, message.error, tr),
      },
    );

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
        tableId="system.organisations.users"
        rowKey="userId"
        columns={columns}
        list={list}
        filters={filters}
        queryKey={ORGAN_USERS_KEY}
        fetch={fetchOrganUsers}
        columnChooser={false}
        tableProps={{ size: 'small' }}
        toolbar={
          <Button type="primary" onClick={() => setPicking(true)} data-testid="organ-bind-users">
            {t('users.bind')}
          </Button>
        }
      />
      {picking && (
        <UserPickerModal
          title={t('users.bindTitle', { name: organName })}
          busy={members.isPending}
          fetch={fetchUserCandidates}
          queryKey={['organisations', 'candidates']}
          tableId="system.organisations.userPicker"
          labels={{
            loginName: t('users.loginName'),
            realname: t('users.realname'),
            orgName: t('users.orgName'),
            search: t('users.search'),
            ok: t('form.ok'),
            cancel: t('form.cancel'),
          }}
          onPick={bind}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
