import type { ColumnType } from 'antd/es/table';
import type { HTMLAttributes, ReactNode } from 'react';
import { EMPTY } from '../../lib/format';
import type { HeaderCellExtras } from './HeaderCell';
import type { DataTableColumn, OrderBy } from './types';

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

/**
 * One of our columns as antd's: the live width, the header cell's extras (resize grip,
 * reorder), a controlled server sort, and the empty-value placeholder of spec 000 §9.
 */
export function toAntColumn<T>(
  column: DataTableColumn<T>,
  { width, header, orderBy }: Layout,
): ColumnType<T> {
  const { sortable, sortField: _sortField, render, ...rest } = column;
  const field = sortable ? sortFieldOf(column) : undefined;
  return {
    ...rest,
    width,
    ellipsis: rest.ellipsis ?? true,
    sorter: sortable ? true : undefined,
    sortOrder: field && orderBy?.field === field ? (orderBy.order === 'asc' ? 'ascend' : 'descend') : null,
    // antd types onHeaderCell as DOM attributes; HeaderCell takes the extras off again.
    onHeaderCell: () => header as HTMLAttributes<HTMLElement>,
    render: (value: unknown, record: T, index: number) => {
      const shown = render ? render(value, record, index) : (value as ReactNode);
      return isBlank(shown) ? EMPTY : shown;
    },
  };
}
