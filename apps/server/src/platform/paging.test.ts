import { asc, gt, sql } from 'drizzle-orm';
import { alias, integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { COUNT_CAP, countRows, countSelect, PAGE_COUNT, pagedQuery, pagedQueryCounted } from './paging';

/** A table of this file's own: the helper is about counting, not about any module's rows. */
const rows = pgTable('paging_test_rows', { id: integer().notNull() });

let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.database.db;
  await db.execute(sql`create table paging_test_rows (id integer not null)`);
});
afterAll(() => test.drop());

async function holding(n: number) {
  await db.execute(sql`truncate paging_test_rows`);
  await db.execute(sql`insert into paging_test_rows select g from generate_series(1, ${n}::int) g`);
}

type Where = ReturnType<typeof gt> | undefined;

const twoStatements = (pageNum: number, pageSize: number, where: Where = undefined) =>
  pagedQuery(
    { pageNum, pageSize },
    async (limit, offset) =>
      (await db.select().from(rows).where(where).orderBy(asc(rows.id)).limit(limit).offset(offset)).map(
        (r) => r.id,
      ),
    countRows(db, rows, where),
  );

/** The same list as one statement, the count riding on the rows. */
const oneStatement = (pageNum: number, pageSize: number, where: Where = undefined) =>
  pagedQueryCounted(
    { pageNum, pageSize },
    (limit, offset, count) =>
      db
        .select({ id: rows.id, [PAGE_COUNT]: count })
        .from(rows)
        .where(where)
        .orderBy(asc(rows.id))
        .limit(limit)
        .offset(offset),
    countRows(db, rows, where),
    (r) => r.id,
  );

/** Pages of 20 up to the cap. */
const PAGES = COUNT_CAP / 20;

describe.each([
  ['pagedQuery', twoStatements],
  ['pagedQueryCounted', oneStatement],
])('%s counts exactly up to the cap and "more than" past it', (_name, page) => {
  it.each([
    { n: 0, totalCount: 0, totalPage: 0, capped: false },
    { n: 1, totalCount: 1, totalPage: 1, capped: false },
    { n: COUNT_CAP - 1, totalCount: COUNT_CAP - 1, totalPage: PAGES, capped: false },
    { n: COUNT_CAP, totalCount: COUNT_CAP, totalPage: PAGES, capped: false },
    // One row past the cap: counted to cap + 1, "more than COUNT_CAP", and the page after exists.
    { n: COUNT_CAP + 1, totalCount: COUNT_CAP + 1, totalPage: PAGES + 1, capped: true },
    { n: 30 * COUNT_CAP, totalCount: COUNT_CAP + 1, totalPage: PAGES + 1, capped: true },
  ])('$n rows: totalCount $totalCount, capped $capped', async ({ n, totalCount, totalPage, capped }) => {
    await holding(n);
    const answer = await page(1, 20);
    expect(answer).toMatchObject({ pageNum: 1, pageSize: 20, totalCount, totalPage });
    expect(answer.result).toEqual(Array.from({ length: Math.min(n, 20) }, (_, i) => i + 1));
    // Exact answers keep the wire form they always had: no countCapped key at all.
    if (capped) expect(answer.countCapped).toBe(true);
    else expect('countCapped' in answer).toBe(false);
  });

  it('counts one row past a page deeper than the cap, so the next page is always known', async () => {
    await holding(10 * COUNT_CAP);
    // 100 pages past the cap: the count reads to the page's last row and one more.
    const deep = await page(PAGES + 100, 20);
    expect(deep.result[0]).toBe(COUNT_CAP + 1981);
    expect(deep).toMatchObject({ totalCount: COUNT_CAP + 2001, totalPage: PAGES + 101, countCapped: true });
    // The last page: counted exactly, no next page.
    const last = await page(10 * PAGES, 20);
    expect(last.result.at(-1)).toBe(10 * COUNT_CAP);
    expect(last).toMatchObject({ totalCount: 10 * COUNT_CAP, totalPage: 10 * PAGES });
    expect('countCapped' in last).toBe(false);
    const past = await page(10 * PAGES + 1, 20);
    expect(past).toMatchObject({ result: [], totalCount: 10 * COUNT_CAP, totalPage: 10 * PAGES });
  });

  it('applies the filter to the count as to the rows', async () => {
    await holding(3 * COUNT_CAP);
    expect(await page(1, 10, gt(rows.id, 3 * COUNT_CAP - 15))).toMatchObject({
      totalCount: 15,
      totalPage: 2,
    });
    expect(await page(1, 10, gt(rows.id, 5))).toMatchObject({ totalCount: COUNT_CAP + 1, countCapped: true });
  });

  it('caps a count of a select with joins (countSelect) the same way', async () => {
    await holding(COUNT_CAP + 5);
    const other = alias(rows, 'other');
    const joined = (where?: ReturnType<typeof gt>) =>
      countSelect(
        db,
        db.select({ id: rows.id }).from(rows).innerJoin(other, sql`${other.id} = ${rows.id}`).where(where),
      );
    expect(await joined().upTo(COUNT_CAP + 1)).toBe(COUNT_CAP + 1);
    expect(await joined(gt(rows.id, COUNT_CAP)).upTo(COUNT_CAP + 1)).toBe(5);
    const inline = async (where?: ReturnType<typeof gt>) =>
      (await db.select({ n: joined(where).inline(COUNT_CAP + 1) }).from(sql`(select 1) one`))[0]!.n;
    expect(await inline()).toBe(COUNT_CAP + 1);
    expect(await inline(gt(rows.id, COUNT_CAP))).toBe(5);
  });
});

describe('pagedQueryCounted', () => {
  it('sends one statement for a page with rows, two only for an empty page past the first', async () => {
    await holding(50);
    const statements = () => test.database.sqlTimings.snapshot().reduce((sum, st) => sum + st.calls, 0);
    let before = statements();
    expect(await oneStatement(2, 20)).toMatchObject({ totalCount: 50, result: expect.any(Array) });
    expect(statements() - before).toBe(1);
    before = statements();
    expect(await oneStatement(1, 20, gt(rows.id, 50))).toMatchObject({ totalCount: 0, result: [] });
    expect(statements() - before).toBe(1);
    before = statements();
    expect(await oneStatement(4, 20)).toMatchObject({ totalCount: 50, totalPage: 3, result: [] });
    expect(statements() - before).toBe(2);
  });
});
