import { EXPERT_AVAILABILITY_NAMES, type PoolExpertView } from '@awards/shared/experts';
import { formatDateTime } from '@awards/web-common/format';
import { reportError } from '@awards/web-common/formErrors';
import { App, Drawer, Flex, Grid, Input, Select, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { usePool } from '../api/expertActions';
import { fetchPoolPage, POOL_KEY, type PoolFilters, useEditionOptions } from '../api/lists';
import { useExpertsT } from '../i18n';
import { expertColumns } from './expertColumns';
import { POOL_OPEN } from './PushModal';
import { useDisciplineName } from './useDisciplineName';

/** An edition's pool (EXPERT_VIEW): who was pushed, when; removal (EXPERT_PUSH) while the pool is open. */
export function PoolDrawer({ onClose }: { onClose: () => void }) {
  const { t, tr } = useExpertsT();
  const narrow = Grid.useBreakpoint().md === false;
  const { message } = App.useApp();
  const disciplineName = useDisciplineName();
  const editions = useEditionOptions();
  const pool = usePool();
  const [editionId, setEditionId] = useState<number>();
  const [expertName, setExpertName] = useState<string>();
  const list = editions.data ?? [];
  // The edition open for declaration first, else the newest.
  const preferred = (list.find((e) => e.status === 'declaring') ?? list[0])?.editionId;
  useEffect(() => {
    if (editionId === undefined && preferred !== undefined) setEditionId(preferred);
  }, [editionId, preferred]);
  const open = POOL_OPEN.includes(list.find((e) => e.editionId === editionId)?.status ?? '');

  const columns: DataTableColumn<PoolExpertView>[] = [
    ...expertColumns<PoolExpertView>(t, disciplineName).filter((c) =>
      ['expertName', 'organisation', 'title', 'discipline'].includes(c.key),
    ),
    {
      key: 'availability',
      title: t('pool.availability'),
      width: 140,
      render: (_, e) =>
        e.availability ? (
          <Tooltip title={e.unavailableReason}>
            <Tag color={e.availability === 'available' ? 'green' : 'red'} data-testid="pool-availability">
              {tr(EXPERT_AVAILABILITY_NAMES[e.availability])}
            </Tag>
          </Tooltip>
        ) : (
          <Tag>{t('pool.unset')}</Tag>
        ),
    },
    {
      key: 'pushTime',
      title: t('column.pushTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, e) => formatDateTime(e.pushTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (e) => [
        {
          key: 'remove',
          label: t('action.remove'),
          permission: 'EXPERT_PUSH',
          danger: true,
          disabled: !open,
          confirm: t('action.removeConfirm', { name: e.expertName }),
          onClick: () =>
            pool.mutateAsync({ action: 'remove', editionId: e.editionId, expertIds: [e.expertId] }).then(
              () => void message.success(t('done.removed')),
              (error) => reportError(error, message.error, tr),
            ),
        },
      ],
    },
  ];
  const filters: PoolFilters | null = editionId ? { editionId, expertName } : null;

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('pool.title')}
      size={narrow ? '100%' : 900}
      data-testid="pool-drawer"
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ minWidth: 220 }}
          value={editionId}
          onChange={setEditionId}
          loading={editions.isFetching}
          placeholder={t('push.choose')}
          data-testid="pool-edition"
          options={list.map((edition) => ({ value: edition.editionId, label: edition.editionName }))}
        />
        <Input.Search
          allowClear
          style={{ maxWidth: 240 }}
          placeholder={t('pool.search')}
          onSearch={(value) => setExpertName(value.trim() || undefined)}
        />
      </Flex>
      {filters && (
        <DataTable<PoolExpertView, PoolFilters>
          tableId="experts.pool"
          rowKey="expertId"
          columns={columns}
          filters={filters}
          queryKey={POOL_KEY}
          fetch={fetchPoolPage}
          columnChooser={false}
        />
      )}
    </Drawer>
  );
}
