import type { DeclarationView } from '@awards/shared/declarations';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { DeclarationStatusTag } from '../../../components/declaration/DeclarationStatusTag';
import type { DeclarationsT } from '../i18n';

export interface DeclarationRowHandlers {
  narrow: boolean;
  detail: (row: DeclarationView) => void;
  edit: (row: DeclarationView) => void;
  remove: (row: DeclarationView) => Promise<unknown>;
  revoke: (row: DeclarationView) => void;
}

const EDITABLE = ['draft', 'returned'];
const FINAL = ['not_accepted', 'awarded', 'revoked', 'withdrawn'];

/** The list's columns; each action carries its DECLARE_* code and is hidden without it. */
export function declarationColumns(
  t: DeclarationsT,
  on: DeclarationRowHandlers,
): DataTableColumn<DeclarationView>[] {
  return [
    {
      key: 'projectName',
      userText: true,
      title: t('column.projectName'),
      width: 220,
      ellipsis: true,
      render: (_, d) => <span data-testid={`declaration-name-${d.declarationId}`}>{d.projectName}</span>,
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
      width: 180,
      ellipsis: true,
    },
    {
      key: 'discipline',
      defaultHidden: true,
      title: t('column.discipline'),
      width: 140,
      render: (_, d) => orEmpty(d.disciplineName ?? d.discipline),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 150,
      render: (_, d) => (
        <DeclarationStatusTag status={d.status} testId={`declaration-status-${d.declarationId}`} />
      ),
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
          key: 'detail',
          label: t('row.detail'),
          permission: 'DECLARE_VIEW',
          onClick: () => on.detail(row),
        },
        {
          key: 'edit',
          label: t('row.edit'),
          permission: 'DECLARE_EDIT',
          disabled: !EDITABLE.includes(row.status),
          onClick: () => on.edit(row),
        },
        {
          key: 'revoke',
          label: t('row.revoke'),
          permission: 'DECLARE_REVOKE',
          disabled: FINAL.includes(row.status),
          more: true,
          onClick: () => on.revoke(row),
        },
        {
          key: 'delete',
          label: t('row.delete'),
          permission: 'DECLARE_DEL',
          danger: true,
          more: true,
          // Only drafts can go; the server says so too (505).
          disabled: row.status !== 'draft',
          confirm: t('row.deleteConfirm', { name: row.projectName }),
          onClick: () => on.remove(row),
        },
      ],
    },
  ];
}
