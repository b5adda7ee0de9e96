import type { Page } from '@awards/shared/paging';
import { reportError } from '@awards/web-common/formErrors';
import type { QueryKey } from '@tanstack/react-query';
import { App, Button, Drawer, Grid, Input, Popconfirm } from 'antd';
import { type Key, useState } from 'react';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableColumn, FetchParams } from '../DataTable/types';
import { useWidgetsT } from '../i18n';

export type RecycleAction = 'restore' | 'purge';

/** The feature's words (its own nouns: "用户回收站", "这 3 个用户"); the buttons' are the kit's. */
export interface RecycleBinLabels {
  title: string;
  search: string;
  purgeConfirm: (count: number) => string;
}

export interface RecycleBinDrawerProps<T, F extends object> {
  open: boolean;
  onClose: () => void;
  /** The table's id in the remembered settings. */
  tableId: string;
  rowKey: keyof T & string;
  idOf: (row: T) => number;
  /** The deleted records' columns; the row actions (restore, purge) are added. */
  columns: DataTableColumn<T>[];
  fetch: (params: FetchParams<F>) => Promise<Page<T>>;
  queryKey: QueryKey;
  /** The filters of a search typed in the box ('' clears it). */
  toFilters: (search: string) => F;
  /** Restores or deletes for good; refusals come back as the feature's errors. */
  act: (action: RecycleAction, ids: number[]) => Promise<unknown>;
  /** Translates a refusal's message key (the feature's `tr`). */
  translate: (message: string) => string;
  labels: RecycleBinLabels;
  testId?: string;
}

/**
 * A recycle bin (users, experts): the deleted records, searched, restored or deleted for
 * good one by one or by selection, a purge asked first. The selection forgets what is done.
 */
export function RecycleBinDrawer<T extends object, F extends object>(props: RecycleBinDrawerProps<T, F>) {
  const { open, onClose, labels, idOf, act, translate } = props;
  const { t } = useWidgetsT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [filters, setFilters] = useState<F>(() => props.toFilters(''));
  const [selected, setSelected] = useState<Key[]>([]);

  const run = (action: RecycleAction, ids: number[]) =>
    act(action, ids).then(
      () => {
        void message.success(t(action === 'restore' ? 'recycle.restored' : 'recycle.purged'));
        setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
      },
      (error) => reportError(error, message.error, translate),
    );

  const columns: DataTableColumn<T>[] = [
    ...props.columns,
    {
      key: 'actions',
      title: t('recycle.actions'),
      actions: (row) => [
        { key: 'restore', label: t('recycle.restore'), onClick: () => run('restore', [idOf(row)]) },
        {
          key: 'purge',
          label: t('recycle.purge'),
          danger: true,
          confirm: labels.purgeConfirm(1),
          onClick: () => run('purge', [idOf(row)]),
        },
      ],
    },
  ];
  const ids = selected.map(Number);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={labels.title}
      size={narrow ? '100%' : 900}
      destroyOnHidden
      data-testid={props.testId}
    >
      <Input.Search
        allowClear
        placeholder={labels.search}
        onSearch={(value) => setFilters(props.toFilters(value.trim()))}
        style={{ marginBottom: 12 }}
        data-testid="recycle-search"
      />
      <DataTable<T, F>
        tableId={props.tableId}
        rowKey={props.rowKey}
        columns={columns}
        filters={filters}
        queryKey={props.queryKey}
        fetch={props.fetch}
        columnChooser={false}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <Button
              disabled={ids.length === 0}
              onClick={() => run('restore', ids)}
              data-testid="recycle-restore"
            >
              {t('recycle.restore')}
            </Button>
            <Popconfirm
              title={labels.purgeConfirm(ids.length)}
              disabled={ids.length === 0}
              onConfirm={() => run('purge', ids)}
            >
              <Button danger disabled={ids.length === 0} data-testid="recycle-purge">
                {t('recycle.purge')}
              </Button>
            </Popconfirm>
          </>
        }
      />
    </Drawer>
  );
}
