import { CodeOutlined, SettingOutlined } from '@ant-design/icons';
import { showingFailuresInPlace } from '@awards/web-common/failuresInPlace';
import { Button, Flex, Table, Tooltip, Typography } from 'antd';
import { type Key, lazy, Suspense, useRef, useState } from 'react';
import { hasPerm } from '../../lib/permissions';
import { useElementWidth } from '../../lib/useElementWidth';
import { MOBILE_QUERY, useMedia } from '../../lib/useMedia';
import { enhanceColumns, rowClassOf } from '../EnhanceScript/enhanceColumns';
import type { EnhanceOutcome } from '../EnhanceScript/runInWorker';
import { useEnhance } from '../EnhanceScript/useEnhance';
import { useWidgetsT } from '../i18n';
import { LoadError } from '../LoadError';
import { actionColumnWidth } from './actionColumn';
import { ColumnChooser } from './ColumnChooser';
import { fitColumns, minWidthOf } from './columnFit';
import { scrollWidth } from './columnLayout';
import {
  assertResizePosition,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SELECTION_COLUMN_WIDTH,
} from './constants';
import { DataCards } from './DataCards';
import { HeaderCell } from './HeaderCell';
import { useSelectionLabels } from './selectionLabels';
import { nextPaging, sortFieldByKey } from './tableChange';
import { sortFieldOf, toAntColumn } from './toAntColumns';
import type { DataTableColumn, DataTableProps, Paging } from './types';
import { useColumnSettings } from './useColumnSettings';
import type { ListState } from './useListState';
import { useServerPage } from './useServerPage';

const COMPONENTS = { header: { cell: HeaderCell } };
// The enhance-script editor (CodeMirror) is a chunk of its own, loaded when a user opens it.
const EnhanceEditorDrawer = lazy(() => import('../EnhanceScript/EnhanceEditorDrawer'));
/** antd's expand-arrow column. */
const EXPAND_COLUMN_WIDTH = 48;
/** Pixels kept free of columns: the widths are rounded, the borders take one each. */
const FIT_SLACK = 4;

const NO_ROWS: never[] = [];

/** A script that failed or ran out of time: the table shows plain and says so. */
function EnhanceNotice({ outcome }: { outcome: EnhanceOutcome | null }) {
  const { t } = useWidgetsT();
  if (!outcome || outcome.status === 'done') return null;
  return (
    <Typography.Paragraph
      type="secondary"
      data-testid="enhance-notice"
      style={{ marginBottom: 8, fontSize: 12 }}
    >
      {outcome.status === 'timeout' ? t('enhance.timeout') : t('enhance.failed', { error: outcome.error })}
    </Typography.Paragraph>
  );
}

/** 12000 → "12,000" in the portal's language (zh_CN → zh-CN for Intl). */
const formatCount = (n: number, language: string) =>
  new Intl.NumberFormat(language.replace('_', '-')).format(n);

/** A sort the address names but no column offers (a hand-edited link) is no sort. */
function knownSort<T>(paging: Paging, columns: DataTableColumn<T>[]): Paging {
  const field = paging.orderBy?.field;
  if (!field || columns.some((c) => c.sortable && sortFieldOf(c) === field)) return paging;
  return { ...paging, orderBy: undefined };
}

function withKnownSort<T, L extends Pick<ListState, 'paging'>>(list: L, columns: DataTableColumn<T>[]): L {
  const paging = knownSort(list.paging, columns);
  return paging === list.paging ? list : { ...list, paging };
}

/**
 * The list table of spec 001 §2 on antd Table, paged and sorted by the server.
 *
 * - `fetch(params)` gets `{ ...filters, pageNum, pageSize, orderBy? }` and answers a Page;
 *   it runs through TanStack Query under `[...queryKey, params]`.
 * - Page, page size and sort are the `list`'s when given (useListState: kept in the
 *   address, so reload, back and a link show the same rows); else the table's own.
 * - Pagination shows the total and page sizes 10/20/50/100; where the server stopped
 *   counting (`countCapped`) "more than N", and the pages it offers go on past it (each
 *   answer counts one row beyond its own page). A sortable column sends
 *   `orderBy: { field, order: 'asc' | 'desc' }`.
 * - Column chooser in a drawer; the `keepColumn` end column is always shown and fixed in
 *   place. Columns resize by a 10 px grip (min 1 px) and reorder by dragging headers.
 *   Order, visibility and widths are remembered per signed-in user and `tableId`.
 * - `resizePosition` other than 'left' | 'right' throws at render. Empty cells show ————;
 *   cut cells show the whole in a tooltip.
 * - A column with `actions` is the row's buttons: fixed right, as wide as its buttons.
 * - The other columns fit the table's width (columnFit.ts): text columns shrink towards
 *   their `minWidth` (cut, with a tooltip), then `defaultHidden` columns are left out (the
 *   chooser shows them unticked); only what the user chose to show may still scroll.
 * - Below 768 px the rows are cards (DataCards: a title, the status, key fields, actions).
 * - A page that failed to load shows the reason and a retry (LoadError), not "no data"
 *   and a notification.
 * - The table's enhance script, when it has one (components/EnhanceScript): run in a Web
 *   Worker on each page of rows, its hints mark rows, add a badge and replace cells' text; a
 *   script that fails or takes over 100 ms leaves the table plain with a notice. Users with
 *   ENHANCE_VIEW or ENHANCE_EDIT get a toolbar button opening the editor (`enhance={false}`
 *   leaves both out).
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
  const { t, language } = useWidgetsT();
  const labelled = useSelectionLabels();
  const [choosing, setChoosing] = useState(false);
  const [editingScript, setEditingScript] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const enhanceable = props.enhance ?? true;
  const layout = useColumnSettings(tableId, columns, keepColumn);
  const mobile = useMedia(MOBILE_QUERY);
  const frame = useRef<HTMLDivElement>(null);
  const tableWidth = useElementWidth(frame);
  const { query, paging, setPaging } = useServerPage({
    // The failure shows in the table (LoadError), so the call does not notify as well.
    fetch: (params) => showingFailuresInPlace(() => fetch(params)),
    filters,
    queryKey: props.queryKey ?? ['dataTable', tableId],
    defaultPageSize: props.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    list: props.list && withKnownSort(props.list, columns),
  });

  const byKey = new Map(columns.map((column) => [column.key, column]));
  const visible = layout.visible.map((key) => byKey.get(key)).filter((c): c is DataTableColumn<T> => !!c);
  const rows = query.isError ? NO_ROWS : (query.data?.result ?? NO_ROWS);
  const enhance = useEnhance<T>(enhanceable ? tableId : null, rows as T[], preview);
  const actionWidth = (column: DataTableColumn<T>) => actionColumnWidth(column, rows, t('actions.more'));
  // The columns fit the table's width (columnFit.ts): the room left by the selection, the
  // expand arrows and the actions, which never give.
  const fixedWidth =
    visible.reduce((sum, column) => sum + (column.actions ? actionWidth(column) : 0), 0) +
    (rowSelection ? SELECTION_COLUMN_WIDTH : 0) +
    (tableProps?.expandable?.expandedRowRender ? EXPAND_COLUMN_WIDTH : 0);
  const fit = fitColumns(
    visible
      .filter((column) => !column.actions)
      .map((column) => {
        const width = layout.widthOf(column.key);
        return {
          key: column.key,
          width,
          minWidth: minWidthOf(column, width, layout.sizedByUser(column.key)),
          secondary: !!column.defaultHidden && !layout.shownByUser(column.key),
        };
      }),
    mobile || tableWidth === undefined ? undefined : tableWidth - fixedWidth - FIT_SLACK,
  );
  const shownPlain = visible.filter((column) => !fit.left.includes(column.key));
  const shown = enhance.outcome?.status === 'done' ? enhanceColumns(shownPlain, enhance.hintOf) : shownPlain;
  const widthOf = (column: DataTableColumn<T>) =>
    column.actions ? actionWidth(column) : (fit.widths[column.key] ?? layout.widthOf(column.key));
  const antColumns = shown.map((column) =>
    toAntColumn(column, {
      width: widthOf(column),
      orderBy: paging.orderBy,
      header: {
        resize: {
          width: widthOf(column),
          position: resizePosition,
          onResize: (width) => layout.resize(column.key, width),
          onResizeEnd: (width) => layout.endResize(column.key, width),
        },
        reorder: { columnKey: column.key, locked: column.key === layout.kept, onMove: layout.move },
      },
    }),
  );

  const page = query.data;
  const failure = query.isError ? (
    <LoadError error={query.error} onRetry={() => query.refetch()} />
  ) : undefined;
  const pagination = {
    current: paging.pageNum,
    pageSize: paging.pageSize,
    total: page?.totalCount ?? 0,
    showTotal: (total: number) =>
      page?.countCapped
        ? t('table.totalMore', { total: formatCount(total - 1, language) })
        : t('table.total', { total }),
  };
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, Key>)[rowKey] ?? index);
  return (
    <div data-testid="data-table" ref={frame}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap>
          {toolbar}
        </Flex>
        <Flex gap={8}>
          {enhanceable && (hasPerm('ENHANCE_VIEW') || hasPerm('ENHANCE_EDIT')) && (
            <Tooltip title={t('enhance.open')}>
              <Button
                icon={<CodeOutlined />}
                onClick={() => setEditingScript(true)}
                data-testid="enhance-open"
                aria-label={t('enhance.open')}
              />
            </Tooltip>
          )}
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
      </Flex>
      <EnhanceNotice outcome={enhance.outcome} />
      {mobile ? (
        <DataCards<T>
          columns={shown}
          rows={rows}
          keyOf={keyOf}
          loading={query.isFetching}
          failure={failure}
          rowSelection={rowSelection}
          pagination={{
            ...pagination,
            onChange: (pageNum, pageSize) => setPaging((current) => ({ ...current, pageNum, pageSize })),
          }}
        />
      ) : (
        <Table<T>
          tableLayout="fixed"
          {...tableProps}
          rowKey={rowKey}
          rowClassName={(row, index, indent) =>
            [
              typeof tableProps?.rowClassName === 'function'
                ? tableProps.rowClassName(row, index, indent)
                : tableProps?.rowClassName,
              rowClassOf(enhance.hintOf(row)),
            ]
              .filter(Boolean)
              .join(' ')
          }
          onRow={(row, index) => {
            const own = tableProps?.onRow?.(row, index) ?? {};
            const hint = enhance.hintOf(row);
            return hint?.rowClass ? ({ ...own, 'data-enhance': hint.rowClass } as typeof own) : own;
          }}
          components={COMPONENTS}
          columns={antColumns}
          dataSource={rows}
          loading={query.isFetching}
          locale={{ ...tableProps?.locale, ...(failure ? { emptyText: failure } : {}) }}
          rowSelection={rowSelection && labelled({ columnWidth: SELECTION_COLUMN_WIDTH, ...rowSelection })}
          scroll={{
            ...tableProps?.scroll,
            x: scrollWidth(
              antColumns.map((c) => Number(c.width)),
              !!rowSelection,
            ),
          }}
          onChange={(pagination, _filters, sorter, { action }) =>
            // Applied to the paging of the address when written, not of this render: antd may
            // call a handler it kept from an earlier one (a sort just after a page-size change).
            setPaging((current) =>
              nextPaging(knownSort(current, columns), { pagination, sorter, action }, (key) =>
                sortFieldByKey(columns, key),
              ),
            )
          }
          pagination={{ ...pagination, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS }}
        />
      )}
      {editingScript && (
        <Suspense fallback={null}>
          <EnhanceEditorDrawer
            tableId={tableId}
            rows={rows}
            preview={preview === null ? null : enhance.outcome}
            onPreview={setPreview}
            onClose={() => {
              setEditingScript(false);
              setPreview(null);
            }}
          />
        </Suspense>
      )}
      {columnChooser && (
        <ColumnChooser
          open={choosing}
          columns={layout.order.map((key) => ({ key, title: byKey.get(key)?.title }))}
          hidden={[...layout.hidden, ...fit.left]}
          kept={layout.kept}
          onCancel={() => setChoosing(false)}
          onConfirm={(order, hidden) => {
            layout.apply(order, hidden, fit.left);
            setChoosing(false);
          }}
        />
      )}
    </div>
  );
}
