import type { IconView } from '@awards/shared/icons';
import { formatDateTime } from '@awards/web-common/format';
import { Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { IconsT } from '../i18n';
import { IconPreview } from './IconPreview';

/** The icon list's columns: a drawn preview, and the value a menu names it by (custom:<iconId>). */
export function iconColumns(
  t: IconsT,
  on: { edit: (icon: IconView) => void; remove: (icon: IconView) => Promise<unknown> },
): DataTableColumn<IconView>[] {
  return [
    {
      key: 'preview',
      title: t('column.preview'),
      width: 80,
      align: 'center',
      render: (_, icon) => (
        <span style={{ display: 'inline-block' }} data-testid={`icon-preview-${icon.iconId}`}>
          <IconPreview pathContent={icon.pathContent} viewBox={icon.viewBox} size={28} />
        </span>
      ),
    },
    { key: 'iconTitle', userText: true, title: t('column.iconTitle'), dataIndex: 'iconTitle', width: 180 },
    {
      key: 'code',
      userText: true,
      title: t('column.code'),
      width: 150,
      render: (_, icon) => <Typography.Text code copyable>{`custom:${icon.iconId}`}</Typography.Text>,
    },
    { key: 'viewBox', title: t('column.viewBox'), dataIndex: 'viewBox', width: 140 },
    {
      key: 'sortNumber',
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
      render: (_, icon) => formatDateTime(icon.updateTime ?? icon.createTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (icon) => [
        { key: 'edit', label: t('action.edit'), permission: 'ICON_EDIT', onClick: () => on.edit(icon) },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'ICON_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () => on.remove(icon),
        },
      ],
    },
  ];
}
