import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FetchParams } from './types';
import { pageOfRows } from './wholeList';

/** A whole list is asked again after this long, or at once after a change invalidated it. */
const WHOLE_LIST_FRESH_MS = 30_000;

/**
 * DataTable's `fetch` over a call that answers the whole list: the list is fetched once under
 * its own key (shared with any hook of the page that reads it) and each page is cut from it.
 */
export function useWholeListFetch<R, T extends object, K extends QueryKey>(
  query: FetchQueryOptions<R, Error, R, K>,
  rowsOf: (answer: R) => readonly T[],
) {
  const queryClient = useQueryClient();
  return (params: FetchParams<object>) =>
    queryClient
      .fetchQuery({ ...query, staleTime: WHOLE_LIST_FRESH_MS })
      .then((answer) => pageOfRows(rowsOf(answer), params));
}
