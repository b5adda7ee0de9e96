import type { OnlineUserView } from '@awards/shared/monitor';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { OnlineT } from '../i18n';

/** The sessions' columns; force sign-out (ONLINE_KICK) asks first and is absent on one's own session. */
export function onlineColumns(
  t: OnlineT,
  kick: (row: OnlineUserView) => Promise<unknown>,
): DataTableColumn<OnlineUserView>[] {
  return [
    {
      key: 'loginName',
      userText: true,
      title: t('column.loginName'),
      width: 180,
      render: (_, row) => (
        <span data-testid={`online-${row.loginName}`}>
          {row.loginName} {row.current && <Tag color="blue">{t('current')}</Tag>}
        </span>
      ),
    },
    { key: 'realname', userText: true, title: t('column.realname'), dataIndex: 'realname', width: 110 },
    {
      key: 'orgName',
      userText: true,
      title: t('column.orgName'),
      width: 140,
      ellipsis: true,
      render: (_, row) => orEmpty(row.orgName),
    },
    { key: 'ip', userText: true, title: t('column.ip'), width: 130, render: (_, row) => orEmpty(row.ip) },
    {
      key: 'browser',
      defaultHidden: true,
      userText: true,
      title: t('column.browser'),
      width: 130,
      render: (_, row) => <Typography.Text title={row.userAgent ?? undefined}>{row.browser}</Typography.Text>,
    },
    { key: 'os', defaultHidden: true, userText: true, title: t('column.os'), dataIndex: 'os', width: 110 },
    {
      key: 'loginTime',
      title: t('column.loginTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, row) => formatDateTime(row.loginTime),
    },
    {
      key: 'lastActivityTime',
      defaultHidden: true,
      title: t('column.lastActivityTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, row) => formatDateTime(row.lastActivityTime),
    },
    {
      key: 'expiresAt',
      defaultHidden: true,
      title: t('column.expiresAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, row) => formatDateTime(row.expiresAt),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (row) =>
        row.current
          ? []
          : [
              {
                key: 'kick',
                label: t('action.kick'),
                permission: 'ONLINE_KICK',
                danger: true,
                confirm: t('action.kickConfirm', { name: row.realname || row.loginName }),
                onClick: () => kick(row),
              },
            ],
    },
  ];
}
