import { type Page, type PageRequest, toPage } from '@awards/shared/paging';

/** One page of rows, fetched by the caller's query at a limit and offset. */
export type PageRows<T> = (limit: number, offset: number) => Promise<T[]>;

/**
 * A paged list of the wire contract (`{pageNum, pageSize, totalCount, totalPage,
 * result}`): the page's rows and the count of all matching rows, run side by
 * side. The page size is already bounded by `pageRequestSchema`; every list
 * pages through here, so how a page and its count are read is decided once.
 */
export async function pagedQuery<T>(
  request: PageRequest,
  rows: PageRows<T>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const offset = (request.pageNum - 1) * request.pageSize;
  const [result, totalCount] = await Promise.all([rows(request.pageSize, offset), count()]);
  return toPage(request, totalCount, result);
}
