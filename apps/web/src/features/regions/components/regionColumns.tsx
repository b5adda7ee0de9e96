import type { Translation } from '@awards/shared/localised';
import { REGION_MAX_LEVEL, type RegionView } from '@awards/shared/regions';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { RegionsT } from '../i18n';

const LEVEL_COLOURS = ['blue', 'cyan', 'default'] as const;

export function levelTag(level: number, t: RegionsT) {
  const key = `level.l${level}` as 'level.l1';
  return <Tag color={LEVEL_COLOURS[level - 1]}>{t(key)}</Tag>;
}

/**
 * The region list's columns: "within" opens the next level down (none below a county). The
 * name shows in the interface language (`localise`, i18n/localised.ts).
 */
export function regionColumns(
  t: RegionsT,
  localise: (zhCN: string, translation: Translation) => string,
  on: { open: (region: RegionView) => void; rename: (region: RegionView) => void },
): DataTableColumn<RegionView>[] {
  return [
    {
      key: 'code',
      userText: true,
      title: t('column.code'),
      width: 120,
      render: (_, region) => <Typography.Text code>{region.code}</Typography.Text>,
    },
    {
      key: 'name',
      title: t('column.name'),
      width: 200,
      render: (_, region) => (
        <span data-testid={`region-${region.code}`}>{localise(region.name, region.nameI18n)}</span>
      ),
    },
    { key: 'level', title: t('column.level'), width: 90, render: (_, region) => levelTag(region.level, t) },
    { key: 'parentCode', title: t('column.parentCode'), width: 120, dataIndex: 'parentCode' },
    {
      key: 'updateBy',
      userText: true,
      title: t('column.updateBy'),
      width: 120,
      render: (_, region) => orEmpty(region.updateBy),
    },
    {
      key: 'updateTime',
      title: t('column.updateTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, region) => formatDateTime(region.updateTime),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (region) => [
        ...(region.level < REGION_MAX_LEVEL
          ? [{ key: 'children', label: t('action.children'), onClick: () => on.open(region) }]
          : []),
        {
          key: 'rename',
          label: t('action.rename'),
          permission: 'REGION_EDIT',
          onClick: () => on.rename(region),
        },
      ],
    },
  ];
}
