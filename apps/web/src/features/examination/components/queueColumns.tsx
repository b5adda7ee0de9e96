import type { QueueItem } from '@awards/shared/examination';
import { formatDateTime } from '@awards/web-common/format';
import { Badge } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { DeclarationStatusTag } from '../../../components/declaration/DeclarationStatusTag';
import type { ExaminationT } from '../i18n';

/** The queue's columns; the one action carries DECLARE_EXAMINE. */
export function queueColumns(
  t: ExaminationT,
  on: { narrow: boolean; examine: (row: QueueItem) => void },
): DataTableColumn<QueueItem>[] {
  return [
    {
      key: 'projectName',
      userText: true,
      title: t('column.projectName'),
      // The widest: at 220 px the names were cut at ~12 characters and rows looked identical.
      width: 320,
      cardTitle: true,
      ellipsis: true,
      render: (_, d) => <span data-testid={`queue-name-${d.declarationId}`}>{d.projectName}</span>,
    },
    {
      key: 'editionName',
      defaultHidden: true,
      userText: true,
      title: t('column.edition'),
      dataIndex: 'editionName',
      width: 150,
      ellipsis: true,
    },
    {
      key: 'awardName',
      userText: true,
      title: t('column.award'),
      dataIndex: 'awardName',
      width: 150,
      ellipsis: true,
    },
    {
      key: 'unitName',
      userText: true,
      title: t('column.unit'),
      dataIndex: 'unitName',
      width: 170,
      ellipsis: true,
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 120,
      render: (_, d) => <DeclarationStatusTag status={d.status} />,
    },
    {
      key: 'returnCount',
      title: t('column.returnCount'),
      width: 110,
      align: 'center',
      render: (_, d) => (d.returnCount > 0 ? <Badge count={d.returnCount} color="orange" /> : 0),
    },
    {
      key: 'submittedAt',
      title: t('column.submittedAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, d) => formatDateTime(d.submittedAt),
    },
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
