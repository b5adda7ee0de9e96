import type { OnlineUserView } from '@awards/shared/monitor';
import { Tag, Typography } from 'antd';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { RowActions } from '../../../components/RowActions/RowActions';
import { formatDateTime, orEmpty } from '../../../lib/format';
import type { OnlineT } from '../i18n';

/** The sessions' columns; force sign-out (ONLINE_KICK) asks first and is absent on one's own session. */
export function onlineColumns(
  t: OnlineT,
  kick: (row: OnlineUserView) => Promise<unknown>,
): DataTableColumn<OnlineUserView>[] {
  return [
    {
      key: 'loginName',
      title: t('column.loginName'),
      width: 180,
      render: (_, row) => (
        <span data-testid={`online-${row.loginName}`}>
          {row.loginName} {row.current && <Tag color="blue">{t('current')}</Tag>}
        </span>
      ),
    },
    { key: 'realname', title: t('column.realname'), dataIndex: 'realname', width: 110 },
    {
      key: 'orgName',
      title: t('column.orgName'),
      width: 140,
      ellipsis: true,
      render: (_, row) => orEmpty(row.orgName),
    },
    { key: 'ip', title: t('column.ip'), width: 130, render: (_, row) => orEmpty(row.ip) },
    {
      key: 'browser',
      title: t('column.browser'),
      width: 130,
      render: (_, row) => <Typography.Text title={row.userAgent ?? undefined}>{row.browser}</Typography.Text>,
    },
    { key: 'os', title: t('column.os'), dataIndex: 'os', width: 110 },
    {
      key: 'loginTime',
      title: t('column.loginTime'),
      width: 170,
      render: (_, row) => formatDateTime(row.loginTime),
    },
    {
      key: 'lastActivityTime',
      title: t('column.lastActivityTime'),
      width: 170,
      render: (_, row) => formatDateTime(row.lastActivityTime),
    },
    {
      key: 'expiresAt',
      title: t('column.expiresAt'),
      width: 170,
      render: (_, row) => formatDateTime(row.expiresAt),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 100,
      render: (_, row) =>
        row.current ? null : (
          <RowActions
            actions={[
              {
                key: 'kick',
                label: t('action.kick'),
                permission: 'ONLINE_KICK',
                danger: true,
                confirm: t('action.kickConfirm', { name: row.realname || row.loginName }),
                onClick: () => kick(row),
              },
            ]}
          />
        ),
    },
  ];
}
