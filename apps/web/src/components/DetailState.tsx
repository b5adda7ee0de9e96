import { ApiError } from '@awards/web-common/apiError';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

/**
 * Whether a detail's failure says the record is not there for this user (404, or a 400 for
 * an id the server refuses): a stale link, which closes. Anything else (the network, a 5xx)
 * is a failure to show with a retry.
 */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * A detail's three states, distinct (issue 14 item 4): its content once loaded, a skeleton
 * while loading, the reason and a retry when it failed.
 *
 * ```tsx
 * <DetailState query={declaration}>{(d) => <DeclarationView declaration={d} />}</DetailState>
 * ```
 */
export function DetailState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return <Skeleton active />;
}
