import { type Page, type PageRequest, toPage } from '@awards/shared/paging';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * How far a page's count reads (docs/conventions.md, "Paged lists"). Below it the
 * count is exact; above it the answer says "more than" (`countCapped`), because an
 * exact `count(*)` costs far more than the 20-row page beside it (issue 18). Measured
 * on 100,000 users (PostgreSQL, EXPLAIN ANALYZE): the page 0.09 ms, the exact count
 * 10-19 ms, a count capped at 10,000 2 ms, at 1,000 about 0.2 ms. 1,000 is 50 pages of
 * 20, more than anyone pages through by hand before narrowing the search, and deeper
 * pages count on past it (below).
 */
export const COUNT_CAP = 1_000;

/** One page of rows, fetched by the caller's query at a limit and offset. */
export type PageRows<T> = (limit: number, offset: number) => Promise<T[]>;

/**
 * The count of the rows a page is cut from, read no further than `limit` rows: made by
 * `countRows` or `countSelect`, so no list counts everything by mistake (an object, not
 * a function, so that an old `() => db.$count(...)` no longer type-checks here).
 */
export interface RowCount {
  upTo(limit: number): Promise<number>;
  /** The same count as a scalar subquery, for a page that reads it in its own statement. */
  inline(limit: number): SQL<number>;
}

/** A select of the matching rows (any column, no order, no limit): what `countSelect` caps. */
export interface CountableSelect {
  limit(limit: number): { as(alias: string): SQLWrapper };
}

/** The rows of `table` matching `where`, counted up to the limit pagedQuery sets. */
export function countRows(db: DbOrTx, table: PgTable, where?: SQL): RowCount {
  return {
    upTo: (limit) => countSelect(db, db.select({ one: sql`1` }).from(table).where(where)).upTo(limit),
    // The same text as countSelect's, without building a select for it on every request.
    inline: (limit) =>
      sql<number>`(select count(*) from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${limit}) ${sql.identifier('counted')})`.mapWith(
        Number,
      ),
  };
}

/**
 * For a count that needs joins: `select count(*) from (<select> limit n)`, which stops
 * reading after n rows where a bare `count(*)` reads them all.
 */
export function countSelect(db: DbOrTx, select: CountableSelect): RowCount {
  return {
    upTo: (limit) => db.$count(select.limit(limit).as('counted')),
    inline: (limit) =>
      sql<number>`(select count(*) from ${select.limit(limit).as('counted')})`.mapWith(Number),
  };
}

/**
 * A paged list of the wire contract (`{pageNum, pageSize, totalCount, totalPage,
 * result}`): the page's rows and their count, run side by side. The page size is
 * already bounded by `pageRequestSchema`; every list pages through here, so how a page
 * and its count are read is decided once.
 *
 * The count reads up to COUNT_CAP rows, or to one row past this page where the page
 * lies deeper (the page's own offset reads that far anyway). Past that the answer is
 * `totalCount` = the rows counted with `countCapped: true`: "more than totalCount - 1",
 * and `totalPage` always includes the next page while rows remain after this one.
 */
export async function pagedQuery<T>(
  request: PageRequest,
  rows: PageRows<T>,
  count: RowCount,
): Promise<Page<T>> {
  const offset = (request.pageNum - 1) * request.pageSize;
  const limit = Math.max(COUNT_CAP, offset + request.pageSize) + 1;
  const [result, counted] = await Promise.all([rows(request.pageSize, offset), count.upTo(limit)]);
  const page = toPage(request, counted, result);
  return counted < limit ? page : { ...page, countCapped: true };
}

/** The column under which a one-statement page's rows carry their count. */
export const PAGE_COUNT = 'page_count';

/** One page of rows that carry the count (the `inline` expression given) as PAGE_COUNT. */
export type CountedPageRows<R> = (
  limit: number,
  offset: number,
  count: SQL<number>,
) => Promise<(R & { [PAGE_COUNT]: number })[]>;

/**
 * pagedQuery in one statement instead of two, for the lists read on every visit (the
 * users page): the count rides on the page's rows as an uncorrelated scalar subquery,
 * which PostgreSQL runs once. Every statement is a round trip, a parse and a plan, and
 * on a 20-row page that costs as much as the rows (bench/README.md, "Side by side").
 * The same answer as pagedQuery: the count is read only when the page came back empty
 * past the first page (nothing to carry it).
 */
export async function pagedQueryCounted<R, T>(
  request: PageRequest,
  rows: CountedPageRows<R>,
  count: RowCount,
  present: (row: R) => T,
): Promise<Page<T>> {
  const offset = (request.pageNum - 1) * request.pageSize;
  const limit = Math.max(COUNT_CAP, offset + request.pageSize) + 1;
  const read = await rows(request.pageSize, offset, count.inline(limit));
  const counted = read.length > 0 ? read[0]![PAGE_COUNT] : offset === 0 ? 0 : await count.upTo(limit);
  const page = toPage(request, counted, read.map(present));
  return counted < limit ? page : { ...page, countCapped: true };
}

/**
 * A page of a list already whole in memory and small by nature (the permission tree's areas
 * for `/api/permission`): its length is its exact count, and nothing is read twice.
 */
export function pageOfList<T>(request: PageRequest, items: readonly T[]): Page<T> {
  const start = (request.pageNum - 1) * request.pageSize;
  return toPage(request, items.length, items.slice(start, start + request.pageSize));
}
