import type { ExpertView } from '@awards/shared/experts';
import { formatDateTime } from '@awards/web-common/format';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { RecycleBinDrawer as Drawer } from '../../../components/RecycleBin/RecycleBinDrawer';
import { useRecycleAction } from '../api/expertActions';
import { fetchRecyclePage, RECYCLE_KEY, type RecycleFilters } from '../api/lists';
import { useExpertsT } from '../i18n';

/** The experts' recycle bin (EXPERT_RECYCLE): restored, or deleted for good unless ever in a pool. */
export function RecycleBinDrawer({ onClose }: { onClose: () => void }) {
  const { t, tr } = useExpertsT();
  const act = useRecycleAction();
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
  ];
  return (
    <Drawer<ExpertView, RecycleFilters>
      open
      onClose={onClose}
      testId="expert-recycle-drawer"
      tableId="experts.recycle"
      rowKey="expertId"
      idOf={(expert) => expert.expertId}
      columns={columns}
      fetch={fetchRecyclePage}
      queryKey={RECYCLE_KEY}
      toFilters={(search) => (search ? { expertName: search } : {})}
      act={(action, expertIds) => act.mutateAsync({ action, expertIds })}
      translate={tr}
      labels={{
        title: t('recycle.title'),
        search: t('recycle.search'),
        purgeConfirm: (count) => t('recycle.purgeConfirm', { count }),
      }}
    />
  );
}
