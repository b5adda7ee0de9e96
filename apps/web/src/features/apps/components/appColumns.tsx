import type { AppView } from '@awards/shared/apps';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { menuIcon } from '../../../components/menuIcons';
import type { AppsT } from '../i18n';

export interface AppRowHandlers {
  edit: (app: AppView) => void;
  remove: (app: AppView) => Promise<unknown>;
}

const deployedAt = (app: AppView) =>
  app.deployIp ? `${app.deployIp}${app.deployPort ? `:${app.deployPort}` : ''}` : orEmpty(null);

/** The list's columns; edit and delete carry APP_EDIT and APP_DEL. */
export function appColumns(t: AppsT, on: AppRowHandlers): DataTableColumn<AppView>[] {
  return [
    {
      key: 'appName',
      userText: true,
      title: t('column.appName'),
      width: 170,
      render: (_, app) => (
        <span data-testid={`app-name-${app.appId}`}>
          {menuIcon(app.appIcon)} {app.appName}
        </span>
      ),
    },
    {
      key: 'appCode',
      userText: true,
      title: t('column.appCode'),
      width: 110,
      render: (_, app) => <Typography.Text code>{app.appCode}</Typography.Text>,
    },
    {
      key: 'appShortName',
      defaultHidden: true,
      userText: true,
      title: t('column.appShortName'),
      width: 100,
      render: (_, app) => orEmpty(app.appShortName),
    },
    {
      key: 'appStatus',
      title: t('column.appStatus'),
      width: 80,
      render: (_, app) => (
        <Tag color={app.appStatus === 1 ? 'success' : 'default'}>
          {t(app.appStatus === 1 ? 'status.enabled' : 'status.disabled')}
        </Tag>
      ),
    },
    { key: 'deploy', title: t('column.deploy'), width: 130, render: (_, app) => deployedAt(app) },
    {
      key: 'visitUrl',
      defaultHidden: true,
      userText: true,
      title: t('column.visitUrl'),
      width: 120,
      ellipsis: true,
      render: (_, app) => orEmpty(app.visitUrl),
    },
    {
      key: 'sortNumber',
      defaultHidden: true,
      title: t('column.sortNumber'),
      dataIndex: 'sortNumber',
      width: 80,
      align: 'center',
      sortable: true,
    },
    {
      key: 'updateTime',
      title: t('column.updateTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, app) => formatDateTime(app.updateTime ?? app.createTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (app) => [
        { key: 'edit', label: t('action.edit'), permission: 'APP_EDIT', onClick: () => on.edit(app) },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'APP_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () => on.remove(app),
        },
      ],
    },
  ];
}
