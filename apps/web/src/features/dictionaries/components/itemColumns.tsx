import type { AppOption } from '@awards/shared/apps';
import type { DictView } from '@awards/shared/dictionaries';
import type { Translation } from '@awards/shared/localised';
import { orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { DictsT } from '../i18n';

export interface ItemHandlers {
  edit: (item: DictView) => void;
  remove: (item: DictView) => Promise<unknown>;
}

/**
 * The item list's columns; edit and delete carry DICTITEM_EDIT and DICTITEM_DEL. The name
 * shows in the interface language (`localise`, i18n/localised.ts).
 */
export function itemColumns(
  t: DictsT,
  localise: (zhCN: string, translation: Translation) => string,
  apps: readonly AppOption[],
  on: ItemHandlers,
): DataTableColumn<DictView>[] {
  const appName = (appId: number | null) =>
    appId === null ? t('flag.shared') : (apps.find((app) => app.appId === appId)?.appName ?? String(appId));
  return [
    {
      key: 'code',
      userText: true,
      title: t('items.code'),
      width: 110,
      render: (_, item) => <Typography.Text code>{item.code}</Typography.Text>,
    },
    {
      key: 'value',
      userText: true,
      title: t('items.value'),
      width: 160,
      render: (_, item) => (
        <span data-testid={`item-${item.code}`}>
          {localise(item.value, item.valueI18n)} {item.builtIn && <Tag color="blue">{t('flag.builtIn')}</Tag>}
        </span>
      ),
    },
    { key: 'sortNumber', title: t('items.sortNumber'), dataIndex: 'sortNumber', width: 60, align: 'center' },
    { key: 'app', title: t('items.app'), width: 110, render: (_, item) => appName(item.appId) },
    {
      key: 'remarks',
      userText: true,
      title: t('items.remarks'),
      width: 130,
      ellipsis: true,
      render: (_, item) => orEmpty(item.remarks),
    },
    {
      key: 'actions',
      title: t('items.actions'),
      actions: (item) => [
        {
          key: 'edit',
          label: t('action.edit'),
          permission: 'DICTITEM_EDIT',
          onClick: () => on.edit(item),
        },
        ...(item.builtIn
          ? []
          : [
              {
                key: 'delete',
                label: t('action.delete'),
                permission: 'DICTITEM_DEL',
                danger: true,
                confirm: t('items.deleteConfirm'),
                onClick: () => on.remove(item),
              },
            ]),
      ],
    },
  ];
}
