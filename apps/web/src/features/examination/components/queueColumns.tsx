import type { QueueItem } from '@awards/shared/examination';
import { Badge } from 'antd';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { declarationColumns } from '../../../components/declaration/declarationColumns';
import type { ExaminationT } from '../i18n';

/** The queue's columns; the one action carries DECLARE_EXAMINE. */
export function queueColumns(
  t: ExaminationT,
  on: { narrow: boolean; examine: (row: QueueItem) => void },
): DataTableColumn<QueueItem>[] {
  const shared = declarationColumns<QueueItem>(
    (key) => t(key),
    // The widest: at 220 px the names were cut at ~12 characters and rows looked identical.
    { testId: 'queue', projectWidth: 320 },
  );
  return [
    shared.projectName,
    shared.editionName,
    shared.awardName,
    shared.unitName,
    shared.status,
    {
      key: 'returnCount',
      title: t('column.returnCount'),
      width: 110,
      align: 'center',
      render: (_, d) => (d.returnCount > 0 ? <Badge count={d.returnCount} color="orange" /> : 0),
    },
    shared.submittedAt,
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (row) => [
        {
          key: 'examine',
          label: t('row.examine'),
          permission: 'DECLARE_EXAMINE',
          onClick: () => on.examine(row),
        },
      ],
    },
  ];
}
