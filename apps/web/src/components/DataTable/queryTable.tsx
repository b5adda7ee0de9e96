import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../LoadError';

/**
 * A plain antd Table fed by one query that answers the whole list (a tree, a ranking, a
 * short list): its rows, and on failure the error state with a retry in place of "no data"
 * (issue 14 item 4), as DataTable does for paged lists. Wrap the query's fetch in
 * `showingFailuresInPlace` so the failure is not told twice.
 *
 * ```tsx
 * <Table columns={columns} loading={tree.isFetching} {...queryTable(tree, rows)} />
 * ```
 */
export function queryTable<T>(query: UseQueryResult<unknown>, rows: readonly T[], emptyText?: ReactNode) {
  const failure = query.isError ? (
    <LoadError error={query.error} onRetry={() => query.refetch()} />
  ) : undefined;
  const empty = failure ?? emptyText;
  return {
    dataSource: query.isError ? [] : rows,
    locale: empty === undefined ? undefined : { emptyText: empty },
  };
}
