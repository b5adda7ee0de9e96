import {
  NORMALISATION_NAMES,
  NORMALISATIONS,
  type Normalisation,
  type ScoreRow,
} from '@awards/shared/review';
import { Space, Tag } from 'antd';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { ReviewT } from '../i18n';

/** The score table's columns: every method, the locked one marked, and the flags as tags. */
export function scoreColumns(
  t: ReviewT,
  tr: (m: string) => string,
  locked: Normalisation,
): DataTableColumn<ScoreRow>[] {
  return [
    {
      key: 'projectName',
      title: t('column.projectName'),
      dataIndex: 'projectName',
      width: 240,
      userText: true,
      sortable: true,
    },
    {
      key: 'reviews',
      title: t('column.reviews'),
      width: 110,
      render: (_, row) => `${row.submitted}/${row.reviews}`,
    },
    ...NORMALISATIONS.map((method) => ({
      key: method,
      title:
        method === locked ? (
          <strong>{tr(NORMALISATION_NAMES[method])}</strong>
        ) : (
          tr(NORMALISATION_NAMES[method])
        ),
      width: 120,
      align: 'right' as const,
      render: (_: unknown, row: ScoreRow) => row.scores[method] ?? '—',
    })),
    {
      key: 'flags',
      title: t('column.flags'),
      width: 200,
      cardStatus: true,
      render: (_, row) => (
        <Space size={4} wrap data-testid={`flags-${row.declarationId}`}>
          {row.flags.range && <Tag color="orange">{t('flag.range')}</Tag>}
          {row.flags.sd && <Tag color="orange">{t('flag.sd')}</Tag>}
          {row.flags.outliers.length > 0 && <Tag color="red">{t('flag.outliers')}</Tag>}
        </Space>
      ),
    },
  ];
}
