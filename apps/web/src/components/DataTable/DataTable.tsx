import { SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { useWidgetsT } from '../i18n';
import { ColumnChooser } from './ColumnChooser';
import { scrollWidth } from './columnLayout';
import {
  assertResizePosition,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SELECTION_COLUMN_WIDTH,
} from './constants';
import { HeaderCell } from './HeaderCell';
import { nextPaging, sortFieldByKey } from './tableChange';
import { toAntColumn } from './toAntColumns';
import type { DataTableColumn, DataTableProps } from './types';
import { useColumnSettings } from './useColumnSettings';
import { useServerPage } from './useServerPage';

const COMPONENTS = { header: { cell: HeaderCell } };

/**
 * The list table of spec 001 §2 on antd Table, paged and sorted by the server.
 *
 * - `fetch(params)` gets `{ ...filters, pageNum, pageSize, orderBy? }` and answers a Page;
 *   it runs through TanStack Query under `[...queryKey, params]`.
 * - Pagination shows the total and page sizes 10/20/50/100; a sortable column sends
 *   `orderBy: { field, order: 'asc' | 'desc' }`.
 * - Column chooser in a drawer; the `keepColumn` end column is always shown and fixed in
 *   place. Columns resize by a 10 px grip (min 1 px) and reorder by dragging headers.
 *   Order, visibility and widths are remembered per signed-in user and `tableId`.
 * - `resizePosition` other than 'left' | 'right' throws at render. Empty cells show ————.
 *
 * ```tsx
 * <DataTable tableId="system.users" columns={columns} filters={filters}
 *   queryKey={['users', 'page']} fetch={getUserPage} rowSelection={{ selectedRowKeys, onChange }}
 *   toolbar={<Permission code="USER_ADD"><Button onClick={openAdd}>{t('add')}</Button></Permission>} />
 * ```
 */
export function DataTable<T extends object, F extends object = Record<string, unknown>>(
  props: DataTableProps<T, F>,
) {
  const { tableId, columns, fetch, filters, rowSelection, toolbar, tableProps } = props;
  const { keepColumn = 'last', resizePosition = 'right', columnChooser = true, rowKey = 'id' } = props;
  assertResizePosition(resizePosition);
  const { t } = useWidgetsT();
  const [choosing, setChoosing] = useState(false);
  const layout = useColumnSettings(tableId, columns, keepColumn);
  const { query, paging, setPaging } = useServerPage({
    fetch,
    filters,
    queryKey: props.queryKey ?? ['dataTable', tableId],
    defaultPageSize: props.defaultPageSize ?? DEFAULT_PAGE_SIZE,
  });

  const byKey = new Map(columns.map((column) => [column.key, column]));
  const shown = layout.visible.map((key) => byKey.get(key)).filter((c): c is DataTableColumn<T> => !!c);
  const antColumns = shown.map((column) =>
    toAntColumn(column, {
      width: layout.widthOf(column.key),
      orderBy: paging.orderBy,
      header: {
        resize: {
          width: layout.widthOf(column.key),
          position: resizePosition,
          onResize: (width) => layout.resize(column.key, width),
          onResizeEnd: (width) => layout.endResize(column.key, width),
        },
        reorder: { columnKey: column.key, locked: column.key === layout.kept, onMove: layout.move },
      },
    }),
  );

  const page = query.data;
  return (
    <>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap>
          {toolbar}
        </Flex>
        {columnChooser && (
          <Tooltip title={t('table.columns')}>
            <Button
              icon={<SettingOutlined />}
              onClick={() => setChoosing(true)}
              data-testid="columns-open"
              aria-label={t('table.columns')}
            />
          </Tooltip>
        )}
      </Flex>
      <Table<T>
        tableLayout="fixed"
        {...tableProps}
        rowKey={rowKey}
        components={COMPONENTS}
        columns={antColumns}
        dataSource={page?.result ?? []}
        loading={query.isFetching}
        rowSelection={rowSelection && { columnWidth: SELECTION_COLUMN_WIDTH, ...rowSelection }}
        scroll={{
          ...tableProps?.scroll,
          x: scrollWidth(
            antColumns.map((c) => Number(c.width)),
            !!rowSelection,
          ),
        }}
        onChange={(pagination, _filters, sorter, { action }) =>
          setPaging(nextPaging(paging, { pagination, sorter, action }, (key) => sortFieldByKey(columns, key)))
        }
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: page?.totalCount ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => t('table.total', { total }),
        }}
      />
      {columnChooser && (
        <ColumnChooser
          open={choosing}
          columns={layout.order.map((key) => ({ key, title: byKey.get(key)?.title }))}
          hidden={layout.hidden}
          kept={layout.kept}
          onCancel={() => setChoosing(false)}
          onConfirm={(order, hidden) => {
            layout.apply(order, hidden);
            setChoosing(false);
          }}
        />
      )}
    </>
  );
}
