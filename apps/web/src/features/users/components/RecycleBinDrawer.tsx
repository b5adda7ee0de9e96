import type { UserView } from '@awards/shared/users';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { RecycleBinDrawer as Drawer } from '../../../components/RecycleBin/RecycleBinDrawer';
import { fetchRecyclePage, RECYCLE_KEY, type RecycleFilters, useRecycleAction } from '../api/recycle';
import { useUsersT } from '../i18n';

/** The users' recycle bin (USER_RECYCLE): deleted users, restored or deleted for good. */
export function RecycleBinDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, tr } = useUsersT();
  const act = useRecycleAction();
  const columns: DataTableColumn<UserView>[] = [
    { key: 'loginName', userText: true, title: t('column.loginName'), dataIndex: 'loginName', width: 120 },
    { key: 'realname', userText: true, title: t('column.realname'), dataIndex: 'realname', width: 80 },
    {
      key: 'orgName',
      userText: true,
      title: t('column.orgName'),
      width: 120,
      render: (_, u) => orEmpty(u.orgName),
    },
    {
      key: 'deletedAt',
      title: t('recycle.deletedAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, u) => formatDateTime(u.deletedAt),
    },
  ];
  return (
    <Drawer<UserView, RecycleFilters>
      open={open}
      onClose={onClose}
      tableId="system.users.recycle"
      rowKey="userId"
      idOf={(user) => user.userId}
      columns={columns}
      fetch={fetchRecyclePage}
      queryKey={RECYCLE_KEY}
      toFilters={(search) => (search ? { realname: search } : {})}
      act={(action, userIds) => act.mutateAsync({ action, userIds })}
      translate={tr}
      labels={{
        title: t('recycle.title'),
        search: t('recycle.search'),
        purgeConfirm: (count) => t('recycle.purgeConfirm', { count }),
      }}
    />
  );
}
