import type { ExpertView } from '@awards/shared/experts';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { App, Button, Drawer, Grid, Input, Popconfirm } from 'antd';
import { type Key, useState } from 'react';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { useRecycleAction } from '../api/expertActions';
import { fetchRecyclePage, RECYCLE_KEY, type RecycleFilters } from '../api/lists';
import { useExpertsT } from '../i18n';

/** The experts' recycle bin (EXPERT_RECYCLE): restored, or deleted for good unless ever in a pool. */
export function RecycleBinDrawer({ onClose }: { onClose: () => void }) {
  const { t, tr } = useExpertsT();
  const narrow = Grid.useBreakpoint().md === false;
  const { message } = App.useApp();
  const [filters, setFilters] = useState<RecycleFilters>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const act = useRecycleAction();

  const run = (action: 'restore' | 'purge', expertIds: number[]) =>
    act.mutateAsync({ action, expertIds }).then(
      () => {
        void message.success(t(action === 'restore' ? 'recycle.restored' : 'done.deleted'));
        setSelected((keys) => keys.filter((key) => !expertIds.includes(Number(key))));
      },
      (error) => reportError(error, message.error, tr),
    );

  const columns: DataTableColumn<ExpertView>[] = [
    {
      key: 'expertName',
      userText: true,
      title: t('column.expertName'),
      width: 110,
      render: (_, e) => <span data-testid={`recycle-name-${e.expertId}`}>{e.expertName}</span>,
    },
    {
      key: 'organisation',
      userText: true,
      title: t('column.organisation'),
      width: 160,
      dataIndex: 'organisation',
    },
    {
      key: 'deletedAt',
      title: t('column.deletedAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, e) => formatDateTime(e.deletedAt),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (e) => [
        { key: 'restore', label: t('recycle.restore'), onClick: () => run('restore', [e.expertId]) },
        {
          key: 'purge',
          label: t('recycle.purge'),
          danger: true,
          confirm: t('recycle.purgeConfirm', { count: 1 }),
          onClick: () => run('purge', [e.expertId]),
        },
      ],
    },
  ];
  const ids = selected.map(Number);

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('recycle.title')}
      size={narrow ? '100%' : 900}
      data-testid="expert-recycle-drawer"
    >
      <Input.Search
        allowClear
        placeholder={t('recycle.search')}
        onSearch={(value) => setFilters(value.trim() ? { expertName: value.trim() } : {})}
        style={{ marginBottom: 12 }}
      />
      <DataTable<ExpertView, RecycleFilters>
        tableId="experts.recycle"
        rowKey="expertId"
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
