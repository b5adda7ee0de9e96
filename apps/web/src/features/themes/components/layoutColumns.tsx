import type { LayoutView } from '@awards/shared/themes';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { changedCount } from '../layoutConfig';
import type { LayoutsT } from '../layoutI18n';

/** The layout list's columns; edit and delete carry LAYOUT_EDIT and LAYOUT_DEL. */
export function layoutColumns(
  t: LayoutsT,
  on: { edit: (layout: LayoutView) => void; remove: (layout: LayoutView) => Promise<unknown> },
): DataTableColumn<LayoutView>[] {
  return [
    {
      key: 'layoutName',
      userText: true,
      title: t('column.layoutName'),
      width: 180,
      render: (_, layout) => <span data-testid={`layout-${layout.layoutId}`}>{layout.layoutName}</span>,
    },
    {
      key: 'menuMode',
      title: t('column.menuMode'),
      width: 120,
      render: (_, layout) => (
        <Tag color={layout.menuMode === 'side' ? 'blue' : 'purple'}>{t(`menuMode.${layout.menuMode}`)}</Tag>
      ),
    },
    {
      key: 'config',
      title: t('column.config'),
      width: 130,
      render: (_, layout) => {
        const count = changedCount(layout.config);
        return count ? t('form.configured', { count }) : t('form.allDefault');
      },
    },
    {
      key: 'remarks',
      userText: true,
      title: t('column.remarks'),
      width: 240,
      ellipsis: true,
      render: (_, layout) => orEmpty(layout.remarks),
    },
    {
      key: 'updateTime',
      title: t('column.updateTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, layout) => formatDateTime(layout.updateTime ?? layout.createTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (layout) => [
        {
          key: 'edit',
          label: t('action.edit'),
          permission: 'LAYOUT_EDIT',
          onClick: () => on.edit(layout),
        },
        {
          key: 'delete',
          label: t('action.delete'),
          permission: 'LAYOUT_DEL',
          danger: true,
          confirm: t('action.deleteConfirm'),
          onClick: () => on.remove(layout),
        },
      ],
    },
  ];
}
