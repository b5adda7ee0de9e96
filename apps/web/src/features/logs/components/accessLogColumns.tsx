import type { AccessLogView } from '@awards/shared/logs';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { userTextTooltip } from '../../../components/UserText';
import type { LogsT } from '../i18n';

export const statusColour = (status: number) =>
  status >= 500 ? 'error' : status >= 400 ? 'warning' : 'success';

const clipped = (value: string | null) =>
  value ? (
    <Typography.Text ellipsis={{ tooltip: userTextTooltip(value) }}>{value}</Typography.Text>
  ) : (
    orEmpty(value)
  );

/** Every field of the access-log entity (spec 001 §3); the rarer ones start hidden in the chooser's order. */
export function accessLogColumns(
  t: LogsT,
  showDetail: (log: AccessLogView) => void,
): DataTableColumn<AccessLogView>[] {
  return [
    {
      key: 'logAccessId',
      defaultHidden: true,
      title: t('column.logAccessId'),
      dataIndex: 'logAccessId',
      width: 80,
    },
    {
      key: 'createTime',
      title: t('column.createTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      sortable: true,
      render: (_, log) => formatDateTime(log.createTime),
    },
    {
      key: 'logType',
      title: t('column.logType'),
      width: 100,
      render: (_, log) =>
        log.logType === 1 || log.logType === 2 ? t(`logType.${log.logType}`) : log.logType,
    },
    { key: 'method', title: t('column.method'), dataIndex: 'method', width: 80 },
    {
      key: 'requestUri',
      userText: true,
      title: t('column.requestUri'),
      width: 240,
      render: (_, log) => clipped(log.requestUri),
    },
    {
      key: 'responseStatus',
      title: t('column.responseStatus'),
      width: 80,
      render: (_, log) => <Tag color={statusColour(log.responseStatus)}>{log.responseStatus}</Tag>,
    },
    {
      key: 'costTime',
      defaultHidden: true,
      title: t('column.costTime'),
      dataIndex: 'costTime',
      width: 100,
      align: 'right',
    },
    {
      key: 'createBy',
      userText: true,
      title: t('column.createBy'),
      width: 110,
      render: (_, log) => orEmpty(log.createBy),
    },
    {
      key: 'requestIp',
      userText: true,
      title: t('column.requestIp'),
      width: 130,
      render: (_, log) => orEmpty(log.requestIp),
    },
    {
      key: 'userId',
      defaultHidden: true,
      title: t('column.userId'),
      // The empty placeholder (————) whole.
      width: 90,
      render: (_, log) => orEmpty(log.userId),
    },
    {
      key: 'appId',
      defaultHidden: true,
      title: t('column.appId'),
      // The empty placeholder (————) whole.
      width: 90,
      render: (_, log) => orEmpty(log.appId),
    },
    {
      key: 'requestData',
      defaultHidden: true,
      userText: true,
      title: t('column.requestData'),
      width: 200,
      render: (_, log) => clipped(log.requestData),
    },
    {
      key: 'responseData',
      defaultHidden: true,
      userText: true,
      title: t('column.responseData'),
      width: 200,
      render: (_, log) => clipped(log.responseData),
    },
    {
      key: 'userAgent',
      defaultHidden: true,
      userText: true,
      title: t('column.userAgent'),
      width: 200,
      render: (_, log) => clipped(log.userAgent),
    },
    {
      key: 'logChannelId',
      defaultHidden: true,
      title: t('column.logChannelId'),
      width: 150,
      render: (_, log) => clipped(log.logChannelId),
    },
    {
      key: 'parentLogChannelId',
      defaultHidden: true,
      title: t('column.parentLogChannelId'),
      width: 150,
      render: (_, log) => clipped(log.parentLogChannelId),
    },
    {
      key: 'logFilePath',
      defaultHidden: true,
      userText: true,
      title: t('column.logFilePath'),
      width: 150,
      render: (_, log) => clipped(log.logFilePath),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      // Many columns: on a desktop the detail stays in reach without scrolling sideways.
      actions: (log) => [
        {
          key: 'detail',
          label: t('action.detail'),
          permission: 'LOG_VIEW',
          onClick: () => showDetail(log),
        },
      ],
    },
  ];
}
