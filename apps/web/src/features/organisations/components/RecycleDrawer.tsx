import type { OrganView } from '@awards/shared/organisations';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { App, Drawer, Input } from 'antd';
import { useState } from 'react';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { fetchRecyclePage, RECYCLE_KEY, type RecycleFilters, useRecycleAction } from '../api/recycle';
import { useOrgansT } from '../i18n';

/** The organisations' recycle bin (DEPART_RECYCLE): restore under a live parent, or delete for good. */
export function RecycleDrawer({ onClose }: { onClose: () => void }) {
  const { t, tr } = useOrgansT();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<RecycleFilters>({});
  const act = useRecycleAction();
  const run = (action: 'restore' | 'purge', organ: OrganView) =>
    act.mutateAsync({ action, organIds: [organ.organId] }).then(
      () => void message.success(t(action === 'restore' ? 'recycle.restored' : 'done.deleted')),
      (error) => reportError(error, message.error, tr),
    );
  const columns: DataTableColumn<OrganView>[] = [
    { key: 'organName', userText: true, title: t('form.organName'), dataIndex: 'organName', width: 160 },
    { key: 'organCode', userText: true, title: t('form.organCode'), dataIndex: 'organCode', width: 120 },
    {
      key: 'deletedAt',
      title: t('recycle.deletedAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, o) => formatDateTime(o.deletedAt),
    },
    {
      key: 'actions',
      title: t('users.actions'),
      actions: (organ) => [
        { key: 'restore', label: t('recycle.restore'), onClick: () => run('restore', organ) },
        {
          key: 'purge',
          label: t('recycle.purge'),
          danger: true,
          confirm: t('recycle.purgeConfirm', { name: organ.organName }),
          onClick: () => run('purge', organ),
        },
      ],
    },
  ];
  return (
    <Drawer open title={t('recycle.title')} size="large" onClose={onClose} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('recycle.search')}
        style={{ marginBottom: 12 }}
        onSearch={(value) => setFilters(value.trim() ? { organName: value.trim() } : {})}
      />
      <DataTable<OrganView, RecycleFilters>
        tableId="system.organisations.recycle"
        rowKey="organId"
        columns={columns}
        filters={filters}
        queryKey={RECYCLE_KEY}
        fetch={fetchRecyclePage}
        columnChooser={false}
      />
    </Drawer>
  );
}
