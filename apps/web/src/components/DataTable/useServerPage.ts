import type { Page } from '@awards/shared/paging';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FetchParams, Paging } from './types';

interface ServerPageOptions<T, F extends object> {
  fetch: (params: FetchParams<F>) => Promise<Page<T>>;
  queryKey: QueryKey;
  filters: F | undefined;
  defaultPageSize: number;
}

/**
 * Server-side paging and sorting through TanStack Query. The key is the caller's prefix,
 * the request parameters and a search count: a new `filters` object is a new search (back
 * to page 1, asked again even with the same values, as the query button promises).
 */
export function useServerPage<T, F extends object>({
  fetch,
  queryKey,
  filters,
  defaultPageSize,
}: ServerPageOptions<T, F>) {
  const [paging, setPaging] = useState<Paging>({ pageNum: 1, pageSize: defaultPageSize });
  const [search, setSearch] = useState({ filters, count: 0 });
  if (search.filters !== filters) {
    // Adjusting state to a new prop during render: React re-renders at once, before effects.
    setSearch({ filters, count: search.count + 1 });
    setPaging({ ...paging, pageNum: 1 });
  }

  const params = { ...filters, pageNum: paging.pageNum, pageSize: paging.pageSize } as FetchParams<F>;
  if (paging.orderBy) params.orderBy = paging.orderBy;

  const query = useQuery({
    queryKey: [...queryKey, params, search.count],
    queryFn: () => fetch(params),
    // The old page stays on screen while the next one loads, instead of an empty table.
    placeholderData: keepPreviousData,
  });

  // The last row of the last page was deleted: show the page that now is the last.
  const data = query.data;
  if (
    data &&
    !query.isPlaceholderData &&
    data.result.length === 0 &&
    paging.pageNum > Math.max(1, data.totalPage)
  ) {
    setPaging({ ...paging, pageNum: Math.max(1, data.totalPage) });
  }

  return { query, paging, setPaging };
}
