import type { ExpertStatus, ExpertView } from '@awards/shared/experts';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { ExpertsT } from '../i18n';

export const STATUS_COLOUR: Record<ExpertStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** The record's columns shared by the pool, the audit page, the bin and an edition's pool. */
export function expertColumns<T extends ExpertView = ExpertView>(
  t: ExpertsT,
  disciplineName: (code: string) => string,
): DataTableColumn<T>[] {
  return [
    {
      key: 'expertName',
      userText: true,
      title: t('column.expertName'),
      width: 170,
      render: (_, e) => (
        <span data-testid={`expert-name-${e.expertId}`}>
          {e.expertName}
          {e.blacklisted && (
            <Tag
              color="red"
              style={{ marginInlineStart: 6 }}
              data-testid={`expert-blacklisted-${e.expertId}`}
            >
              {t('blacklisted.tag')}
            </Tag>
          )}
        </span>
      ),
    },
    // Beside the name, so a pending or rejected expert never passes for one of the pool (issue 14 item 9).
    {
      key: 'status',
      title: t('column.status'),
      width: 120,
      render: (_, e) => (
        <Tag color={STATUS_COLOUR[e.status]} data-testid={`expert-status-${e.expertId}`}>
          {t(`status.${e.status}`)}
        </Tag>
      ),
    },
    {
      key: 'sex',
      defaultHidden: true,
      title: t('column.sex'),
      width: 80,
      render: (_, e) => (e.sex === 1 || e.sex === 2 ? t(`sex.${e.sex}`) : orEmpty(null)),
    },
    {
      key: 'organisation',
      userText: true,
      title: t('column.organisation'),
      width: 160,
      ellipsis: true,
      dataIndex: 'organisation',
    },
    {
      key: 'title',
      userText: true,
      title: t('column.title'),
      width: 130,
      render: (_, e) => orEmpty(e.title),
    },
    {
      key: 'discipline',
      defaultHidden: true,
      title: t('column.discipline'),
      width: 130,
      render: (_, e) => disciplineName(e.discipline),
    },
    {
      key: 'phone',
      defaultHidden: true,
      userText: true,
      title: t('column.phone'),
      width: 120,
      render: (_, e) => orEmpty(e.phone),
    },
    {
      key: 'idNumber',
      defaultHidden: true,
      userText: true,
      title: t('column.idNumber'),
      width: 170,
      render: (_, e) => orEmpty(e.idNumber),
    },
    {
      key: 'bankAccount',
      defaultHidden: true,
      userText: true,
      title: t('column.bankAccount'),
      width: 180,
      render: (_, e) => orEmpty(e.bankAccount),
    },
    {
      key: 'createTime',
      title: t('column.createTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, e) => formatDateTime(e.createTime),
    },
  ];
}
