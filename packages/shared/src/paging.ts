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

export interface Page<T> {
  pageNum: number;
  pageSize: number;
  totalCount: number;
  totalPage: number;
  result: T[];
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
