import type { OrganAdmin } from '@awards/shared/organisations';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Table } from 'antd';
import { useState } from 'react';
import { Permission } from '../../../components/RowActions/Permission';
import { RowActions } from '../../../components/RowActions/RowActions';
import { UserPickerModal } from '../../../components/UserPickerModal';
import { fetchUserCandidates, useOrganAdmins, useOrganMembers } from '../api/organMembers';
import { useOrgansT } from '../i18n';

/** The organisation's administrators (listed with DEPART_VIEW, changed with DEPART_EDIT). */
export function OrganAdminsPanel({ organId, organName }: { organId: number; organName: string }) {
  const { t, tr } = useOrgansT();
  const { message } = App.useApp();
  const admins = useOrganAdmins(organId);
  const members = useOrganMembers();
  const [picking, setPicking] = useState(false);

  const change = (action: 'addAdmins' | 'deleteAdmins', userIds: number[]) =>
    members.mutateAsync({ action, organId, userIds }).then(
      () => {
        void message.success(t(action === 'addAdmins' ? 'done.adminsAdded' : 'done.adminsRemoved'));
        setPicking(false);
      },
      (error) => reportError(error, message.error, tr),
    );

  return (
    <>
      <Permission code="DEPART_EDIT">
        <Button
          type="primary"
          style={{ marginBottom: 12 }}
          onClick={() => setPicking(true)}
          data-testid="organ-add-admins"
        >
          {t('admins.add')}
        </Button>
      </Permission>
      <Table<OrganAdmin>
        size="small"
        rowKey="userId"
        loading={admins.isFetching}
        dataSource={admins.data ?? []}
        pagination={false}
        columns={[
          { key: 'loginName', title: t('users.loginName'), dataIndex: 'loginName' },
          { key: 'realname', title: t('users.realname'), dataIndex: 'realname' },
          {
            key: 'actions',
            title: t('users.actions'),
            width: 100,
            render: (_, admin) => (
              <RowActions
                actions={[
                  {
                    key: 'remove',
                    label: t('admins.remove'),
                    permission: 'DEPART_EDIT',
                    danger: true,
                    confirm: t('admins.removeConfirm', { name: admin.realname }),
                    onClick: () => change('deleteAdmins', [admin.userId]),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {picking && (
        <UserPickerModal
          title={t('admins.pick', { name: organName })}
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
          onPick={(userIds) => change('addAdmins', userIds)}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
