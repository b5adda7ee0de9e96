import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { queryPreparedRows, queryRows, StatementNames, sql } from './client';

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.drop());

describe('StatementNames', () => {
  it('names a text the same way every time, two texts apart, and none past its bound', () => {
    const names = new StatementNames(2);
    const first = names.of('select 1');
    expect(first).toBeDefined();
    expect(names.of('select 1')).toBe(first);
    const second = names.of('select 2');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(names.of('select 3')).toBeUndefined();
    // The texts named before the bound keep their names.
    expect(names.of('select 1')).toBe(first);
    expect(names.of('select 2')).toBe(second);
  });
});

describe('queryPreparedRows', () => {
  // A text of this file's own (the marker), so that no other statement shares its name.
  const marker = `prepared_test_${process.pid}`;
  const statement = (n: number) =>
    sql`select ${n}::int + g as ${sql.identifier('value')}, ${sql.raw(`'${marker}'`)}::text as ${sql.identifier('marker')}
      from generate_series(1, 3) g`;

  it('answers the rows queryRows answers, with each run its own values', async () => {
    const { db } = test.database;
    for (const n of [10, 20]) {
      expect(await queryPreparedRows(db, statement(n))).toEqual(await queryRows(db, statement(n)));
    }
    expect(await queryPreparedRows(db, statement(20))).toEqual([
      { value: 21, marker },
      { value: 22, marker },
      { value: 23, marker },
    ]);
  });

  it('on PostgreSQL, prepares the text once per connection', async () => {
    if (test.database.kind !== 'postgres') return;
    const prepared = await test.database.db.transaction(async (tx) => {
      // A transaction holds one connection: its prepared statements are the ones listed.
      for (const n of [1, 2, 3]) await queryPreparedRows(tx, statement(n));
      return queryRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where statement like ${`%${marker}%`} and name <> ''`,
      );
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.name).toMatch(/^awards_\d+$/);
  });
});
