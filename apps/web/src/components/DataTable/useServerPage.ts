import type { Page } from '@awards/shared/paging';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FetchParams, Paging } from './types';
import type { ListState } from './useListState';

interface ServerPageOptions<T, F extends object> {
  fetch: (params: FetchParams<F>) => Promise<Page<T>>;
  queryKey: QueryKey;
  filters: F | undefined;
  defaultPageSize: number;
  /** The page and sort kept by the caller (in the address, useListState); else kept here. */
  list?: Pick<ListState, 'paging' | 'setPaging' | 'searchCount'>;
}

/**
 * Server-side paging and sorting through TanStack Query. The key is the caller's prefix,
 * the request parameters and a search count.
 *
 * Without `list`, the page lives here and a new `filters` object is a new search (back to
 * page 1, asked again even with the same values, as the query button promises). With
 * `list`, the page and the search count are the list's (useListState: the address).
 */
export function useServerPage<T, F extends object>({
  fetch,
  queryKey,
  filters,
  defaultPageSize,
  list,
}: ServerPageOptions<T, F>) {
  const [ownPaging, setOwnPaging] = useState<Paging>({ pageNum: 1, pageSize: defaultPageSize });
  const [search, setSearch] = useState({ filters, count: 0 });
  if (!list && search.filters !== filters) {
    // Adjusting state to a new prop during render: React re-renders at once, before effects.
    setSearch({ filters, count: search.count + 1 });
    setOwnPaging({ ...ownPaging, pageNum: 1 });
  }
  const paging = list?.paging ?? ownPaging;
  const setPaging = list ? list.setPaging : setOwnPaging;
  const searchCount = list ? list.searchCount : search.count;

  const params = { ...filters, pageNum: paging.pageNum, pageSize: paging.pageSize } as FetchParams<F>;
  if (paging.orderBy) params.orderBy = paging.orderBy;

  const query = useQuery({
    queryKey: [...queryKey, params, searchCount],
    queryFn: () => fetch(params),
    // The old page stays on screen while the next one loads, instead of an empty table.
    placeholderData: keepPreviousData,
  });

  // The last row of the last page was deleted (or the address names a page past the end):
  // show the page that now is the last. It replaces the address rather than adding a step.
  const data = query.data;
  const last =
    data &&
    !query.isPlaceholderData &&
    data.result.length === 0 &&
    paging.pageNum > Math.max(1, data.totalPage)
      ? Math.max(1, data.totalPage)
      : null;
  if (last !== null && !list) setOwnPaging({ ...paging, pageNum: last });
  useEffect(() => {
    if (last !== null && list)
      list.setPaging((current) => ({ ...current, pageNum: last }), { replace: true });
  }, [last, list]);

  return { query, paging, setPaging };
}
