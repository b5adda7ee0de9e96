import type { EditionStatus, EditionView } from '@awards/shared/editions';
import { EMPTY, formatDateTime } from '@awards/web-common/format';
import { Tag } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { EditionsT } from '../i18n';

export const STATUS_COLOUR: Record<EditionStatus, string> = {
  draft: 'default',
  declaring: 'processing',
  examining: 'gold',
  reviewing: 'purple',
  publicity: 'cyan',
  finished: 'success',
};

/** A window as 'YYYY-MM-DD HH:mm ~ YYYY-MM-DD HH:mm', or the empty placeholder. */
export const windowText = (start: string | null, end: string | null) =>
  start || end
    ? `${formatDateTime(start, 'YYYY-MM-DD HH:mm')} ~ ${formatDateTime(end, 'YYYY-MM-DD HH:mm')}`
    : EMPTY;

export interface EditionRowHandlers {
  narrow: boolean;
  detail: (edition: EditionView) => void;
  edit: (edition: EditionView) => void;
  remove: (edition: EditionView) => Promise<unknown>;
}

/** The list's columns; each action carries its EDITION_* code and is hidden without it. */
export function editionColumns(t: EditionsT, on: EditionRowHandlers): DataTableColumn<EditionView>[] {
  return [
    {
      key: 'editionName',
      userText: true,
      title: t('column.editionName'),
      width: 200,
      ellipsis: true,
      render: (_, e) => <span data-testid={`edition-name-${e.editionId}`}>{e.editionName}</span>,
    },
    { key: 'year', title: t('column.year'), dataIndex: 'year', width: 80, align: 'center' },
    {
      key: 'status',
      title: t('column.status'),
      width: 110,
      render: (_, e) => (
        <Tag color={STATUS_COLOUR[e.status]} data-testid={`edition-status-${e.editionId}`}>
          {t(`status.${e.status}`)}
        </Tag>
      ),
    },
    {
      key: 'declaration',
      userText: true,
      title: t('column.declaration'),
      width: 300,
      render: (_, e) => windowText(e.declarationStart, e.declarationEnd),
    },
    { key: 'awardCount', title: t('column.awardCount'), dataIndex: 'awardCount', width: 80, align: 'right' },
    {
      key: 'updateTime',
      title: t('column.updateTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, e) => formatDateTime(e.updateTime ?? e.createTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (edition) => [
        {
          key: 'detail',
          label: t('action.detail'),
          permission: 'EDITION_VIEW',
          onClick: () => on.detail(edition),
        },
        {
          key: 'edit',
          label: t('action.edit'),
          permission: 'EDITION_EDIT',
          disabled: edition.status === 'finished',
          onClick: () => on.edit(edition),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'EDITION_DEL',
          danger: true,
          // Only drafts can go; the server says so too (505).
          disabled: edition.status !== 'draft',
          confirm: t('action.deleteConfirm', { name: edition.editionName }),
          onClick: () => on.remove(edition),
        },
      ],
    },
  ];
}
