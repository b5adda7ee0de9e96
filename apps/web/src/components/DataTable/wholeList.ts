import type { Page } from '@awards/shared/paging';
import type { Paging } from './types';

/**
 * One page of a list the server answers whole (the review, meeting and results calls answer
 * every row: a few hundred at most), so DataTable pages and sorts it in the browser while its
 * page, size and sort still live in the address. A sort names a row field (`sortField`).
 */
export function pageOfRows<T extends object>(
  rows: readonly T[],
  { pageNum, pageSize, orderBy }: Paging,
): Page<T> {
  const sorted = orderBy ? [...rows].sort(byField(orderBy.field, orderBy.order)) : rows;
  const start = (pageNum - 1) * pageSize;
  return {
    pageNum,
    pageSize,
    totalCount: rows.length,
    totalPage: Math.max(1, Math.ceil(rows.length / pageSize)),
    result: sorted.slice(start, start + pageSize),
  };
}

function byField<T extends object>(field: string, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  const value = (row: T) => (row as Record<string, unknown>)[field];
  return (a: T, b: T) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    // Empty values last in either order.
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign
    );
  };
}

/**
 * DataTable's `fetch` over rows already in hand (a query the page reads anyway, a what-if's
 * answer): each page is cut from them. Put what the rows came from (its `dataUpdatedAt`) in
 * the table's `queryKey`, so new rows are a new page.
 */
export const rowsFetch =
  <T extends object>(rows: readonly T[]) =>
  (paging: Paging): Promise<Page<T>> =>
    Promise.resolve(pageOfRows(rows, paging));
