import { EMPTY } from '@awards/web-common/format';
import type { ColumnType } from 'antd/es/table';
import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import { RowActions } from '../RowActions/RowActions';
import { CutText } from './CutText';
import type { HeaderCellExtras } from './HeaderCell';
import type { DataTableColumn, OrderBy } from './types';

/**
 * A column's onCell that marks its cells as users' text (translate="no"), keeping what the
 * column's own onCell returns. For antd tables outside DataTable too.
 */
export function userTextCell<T>(
  own?: ColumnType<T>['onCell'],
): (record: T, index?: number) => TdHTMLAttributes<HTMLTableCellElement> {
  return (record, index) => ({ ...own?.(record, index), translate: 'no' });
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The field a sortable column sorts by on the server. */
export function sortFieldOf<T>(column: DataTableColumn<T>): string {
  if (column.sortField) return column.sortField;
  const { dataIndex } = column;
  if (typeof dataIndex === 'string') return dataIndex;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  return column.key;
}

interface Layout {
  width: number;
  header: HeaderCellExtras;
  orderBy: OrderBy | undefined;
}

/** What a cell of the column shows: its render (or the value), the row's actions, or ————. */
export function cellContent<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  if (column.actions)
    return (
      <RowActions actions={column.actions(record)} recordPermissions={column.recordPermissions?.(record)} />
    );
  const path =
    column.dataIndex === undefined ? [] : ([] as (string | number)[]).concat(column.dataIndex as never);
  const value = path.length
    ? path.reduce<unknown>((at, step) => (at as Record<string | number, unknown> | undefined)?.[step], record)
    : undefined;
  const shown = column.render ? column.render(value, record, index) : (value as ReactNode);
  return isBlank(shown) ? EMPTY : (shown as ReactNode);
}

/**
 * One of our columns as antd's: the live width, the header cell's extras (resize grip,
 * reorder), a controlled server sort, and the empty-value placeholder of spec 000 §9.
 * Cells are cut to the width with the whole in a tooltip (CutText); the actions column is
 * fixed to the right and never cut (its width comes from its buttons, actionColumn.ts).
 */
export function toAntColumn<T>(
  column: DataTableColumn<T>,
  { width, header, orderBy }: Layout,
): ColumnType<T> {
  const {
    sortable,
    sortField: _sortField,
    render,
    userText,
    actions,
    recordPermissions: _recordPermissions,
    cardTitle: _cardTitle,
    cardStatus: _cardStatus,
    cardField: _cardField,
    minWidth: _minWidth,
    defaultHidden: _defaultHidden,
    ...rest
  } = column;
  const field = sortable ? sortFieldOf(column) : undefined;
  const cut = !actions && (rest.ellipsis ?? true) !== false;
  return {
    ...rest,
    width,
    ...(actions ? { fixed: 'right' as const } : {}),
    ellipsis: cut ? { showTitle: false } : false,
    sorter: sortable ? true : undefined,
    sortOrder: field && orderBy?.field === field ? (orderBy.order === 'asc' ? 'ascend' : 'descend') : null,
    // antd types onHeaderCell as DOM attributes; HeaderCell takes the extras off again.
    onHeaderCell: () => header as HTMLAttributes<HTMLElement>,
    ...(userText ? { onCell: userTextCell(rest.onCell) } : {}),
    render: (value: unknown, record: T, index: number) => {
      if (actions) return cellContent(column, record, index);
      const shown = render ? render(value, record, index) : (value as ReactNode);
      if (isBlank(shown)) return EMPTY;
      return cut ? <CutText userText={userText}>{shown as ReactNode}</CutText> : shown;
    },
  };
}
