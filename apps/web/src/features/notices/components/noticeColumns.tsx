import { NOTICE_STATUS, type NoticeView } from '@awards/shared/notices';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { NoticesT } from '../i18n';

export interface NoticeRowHandlers {
  narrow: boolean;
  view: (notice: NoticeView) => void;
  edit: (notice: NoticeView) => void;
  release: (notice: NoticeView) => Promise<unknown>;
  revoke: (notice: NoticeView) => Promise<unknown>;
  remove: (notice: NoticeView) => Promise<unknown>;
}

const STATUS_COLOUR: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };
const PRIORITY_COLOUR: Record<string, string> = { H: 'red', M: 'orange', L: 'blue' };

/**
 * The list's columns. Only a draft can be edited or released, only a published notice
 * revoked, and a published one must be revoked before it is deleted (the server's rules).
 */
export function noticeColumns(t: NoticesT, on: NoticeRowHandlers): DataTableColumn<NoticeView>[] {
  return [
    {
      key: 'titile',
      userText: true,
      title: t('column.titile'),
      width: 240,
      ellipsis: true,
      render: (_, n) => <span data-testid={`notice-title-${n.id}`}>{n.titile}</span>,
    },
    { key: 'msgType', title: t('column.msgType'), width: 100, render: (_, n) => t(`target.${n.msgType}`) },
    {
      key: 'priority',
      defaultHidden: true,
      title: t('column.priority'),
      width: 80,
      render: (_, n) => <Tag color={PRIORITY_COLOUR[n.priority]}>{t(`priority.${n.priority}`)}</Tag>,
    },
    {
      key: 'sendStatus',
      title: t('column.sendStatus'),
      width: 90,
      render: (_, n) => (
        <Tag color={STATUS_COLOUR[n.sendStatus]} data-testid={`notice-status-${n.id}`}>
          {t(`status.${n.sendStatus}`)}
        </Tag>
      ),
    },
    {
      key: 'sender',
      defaultHidden: true,
      userText: true,
      title: t('column.sender'),
      width: 100,
      render: (_, n) => orEmpty(n.sender),
    },
    {
      key: 'sendTime',
      title: t('column.sendTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, n) => formatDateTime(n.sendTime),
    },
    {
      key: 'cancelTime',
      defaultHidden: true,
      title: t('column.cancelTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, n) => formatDateTime(n.cancelTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (n) => {
        const draft = n.sendStatus === NOTICE_STATUS.draft;
        const published = n.sendStatus === NOTICE_STATUS.published;
        return [
          { key: 'view', label: t('action.view'), permission: 'NOTICE_VIEW', onClick: () => on.view(n) },
          ...(draft
            ? [
                {
                  key: 'edit',
                  label: t('action.edit'),
                  permission: 'NOTICE_EDIT',
                  onClick: () => on.edit(n),
                },
                {
                  key: 'release',
                  label: t('action.release'),
                  permission: 'NOTICE_ISSUE',
                  confirm: t('action.releaseConfirm', { name: n.titile }),
                  onClick: () => on.release(n),
                },
              ]
            : []),
          ...(published
            ? [
                {
                  key: 'revoke',
                  label: t('action.revoke'),
                  permission: 'NOTICE_REPEAL',
                  confirm: t('action.revokeConfirm', { name: n.titile }),
                  onClick: () => on.revoke(n),
                },
              ]
            : [
                {
                  key: 'delete',
                  label: t('action.delete'),
                  permission: 'NOTICE_DEL',
                  danger: true,
                  confirm: t('action.deleteConfirm', { name: n.titile }),
                  onClick: () => on.remove(n),
                },
              ]),
        ];
      },
    },
  ];
}
