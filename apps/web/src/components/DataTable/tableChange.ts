import type { TableProps } from 'antd';
import { sortFieldOf } from './toAntColumns';
import type { DataTableColumn, Paging } from './types';

type OnChange<T> = Parameters<NonNullable<TableProps<T>['onChange']>>;

interface TableChange<T> {
  pagination: OnChange<T>[0];
  sorter: OnChange<T>[2];
  action: OnChange<T>[3]['action'];
}

/** The server field of the column with `key`, if that column sorts. */
export function sortFieldByKey<T>(columns: DataTableColumn<T>[], key: string): string | undefined {
  const column = columns.find((c) => c.key === key);
  return column?.sortable ? sortFieldOf(column) : undefined;
}

/**
 * The paging after antd Table's onChange. A new sort or page size goes back to page 1:
 * the old page number would point at other rows. Sorting is by one column at a time.
 * antd's column object has lost our sortField, so the field is found by column key.
 */
export function nextPaging<T>(
  paging: Paging,
  { pagination, sorter, action }: TableChange<T>,
  fieldOf: (key: string) => string | undefined,
): Paging {
  if (action === 'sort' && !Array.isArray(sorter)) {
    const field = sorter.columnKey === undefined ? undefined : fieldOf(String(sorter.columnKey));
    const order = sorter.order === 'ascend' ? 'asc' : 'desc';
    return { ...paging, pageNum: 1, orderBy: field && sorter.order ? { field, order } : undefined };
  }
  if (action === 'paginate') {
    const pageSize = pagination.pageSize ?? paging.pageSize;
    const pageNum = pageSize === paging.pageSize ? (pagination.current ?? 1) : 1;
    return { ...paging, pageSize, pageNum };
  }
  return paging;
}
