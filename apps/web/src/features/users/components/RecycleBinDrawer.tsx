import type { UserView } from '@awards/shared/users';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Drawer, Input, Popconfirm } from 'antd';
import { type Key, useState } from 'react';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { fetchRecyclePage, RECYCLE_KEY, type RecycleFilters, useRecycleAction } from '../api/recycle';
import { useUsersT } from '../i18n';

/** The users' recycle bin (USER_RECYCLE): deleted users, restored or deleted for good. */
export function RecycleBinDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, tr } = useUsersT();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<RecycleFilters>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const act = useRecycleAction();

  const run = (action: 'restore' | 'purge', userIds: number[]) =>
    act.mutateAsync({ action, userIds }).then(
      () => {
        void message.success(t(action === 'restore' ? 'recycle.restored' : 'done.deleted'));
        setSelected((keys) => keys.filter((key) => !userIds.includes(Number(key))));
      },
      (error) => reportError(error, message.error, tr),
    );

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
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (user) => [
        { key: 'restore', label: t('recycle.restore'), onClick: () => run('restore', [user.userId]) },
        {
          key: 'purge',
          label: t('recycle.purge'),
          danger: true,
          confirm: t('recycle.purgeConfirm', { count: 1 }),
          onClick: () => run('purge', [user.userId]),
        },
      ],
    },
  ];
  const ids = selected.map(Number);

  return (
    <Drawer open={open} onClose={onClose} title={t('recycle.title')} size="large" destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('recycle.search')}
        onSearch={(value) => setFilters(value.trim() ? { realname: value.trim() } : {})}
        style={{ marginBottom: 12 }}
        data-testid="recycle-search"
      />
      <DataTable<UserView, RecycleFilters>
        tableId="system.users.recycle"
        rowKey="userId"
        columns={columns}
        filters={filters}
        queryKey={RECYCLE_KEY}
        fetch={fetchRecyclePage}
        columnChooser={false}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <Button
              disabled={ids.length === 0}
              onClick={() => run('restore', ids)}
              data-testid="recycle-restore"
            >
              {t('recycle.restore')}
            </Button>
            <Popconfirm
              title={t('recycle.purgeConfirm', { count: ids.length })}
              disabled={ids.length === 0}
              onConfirm={() => run('purge', ids)}
            >
              <Button danger disabled={ids.length === 0} data-testid="recycle-purge">
                {t('recycle.purge')}
              </Button>
            </Popconfirm>
          </>
        }
      />
    </Drawer>
  );
}
