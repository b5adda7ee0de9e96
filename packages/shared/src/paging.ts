import { z } from 'zod';
import { COMMON_MESSAGES as C } from './common-messages';
import { int4 } from './primitives';

export const MAX_PAGE_SIZE = 500;

/** The paged-list request of the wire contract: pageNum from 1, pageSize bounded. */
export const pageRequestSchema = z.object({
  pageNum: int4({ error: C.pageNum }).min(1, { error: C.pageNumMin }).default(1),
  pageSize: int4({ error: C.pageSize })
    .min(1, { error: C.pageSizeMin })
    .max(MAX_PAGE_SIZE, { error: C.pageSizeMax({ max: MAX_PAGE_SIZE }) })
    .default(10),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/**
 * The sort a list offers (`orderBy` of the wire contract, one column at a time): only the
 * fields named, each backed by an index, so a sort costs what the default order costs.
 */
export function orderBySchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .strictObject(
      { field: z.enum(fields, { error: C.orderBy }), order: z.enum(['asc', 'desc'], { error: C.orderBy }) },
      { error: C.orderBy },
    )
    .optional();
}

export interface Page<T> {
  pageNum: number;
  pageSize: number;
  /** Exact, unless `countCapped`: then at least this many (the server stopped counting). */
  totalCount: number;
  totalPage: number;
  result: T[];
  /**
   * Present (true) when the server stopped counting at `totalCount`: there are more than
   * `totalCount - 1` rows, and the pages up to `totalPage` exist (the next one at least).
   * Absent when the count is exact, as it was before counts were capped.
   */
  countCapped?: true;
}

export function toPage<T>(request: PageRequest, totalCount: number, result: T[]): Page<T> {
  return {
    pageNum: request.pageNum,
    pageSize: request.pageSize,
    totalCount,
    totalPage: Math.ceil(totalCount / request.pageSize),
    result,
  };
}
