import { desc, eq, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { fixedSelect } from './fixed-select';

/** Tables of this file's own, with a column of each kind a decoder matters for. */
const things = pgTable('fixed_select_things', {
  id: integer().notNull(),
  label: text(),
  at: timestamp({ withTimezone: true }).notNull(),
  day: date(),
  flag: boolean(),
  data: jsonb(),
  groupId: integer(),
});
const groups = pgTable('fixed_select_groups', { id: integer().notNull(), groupName: text().notNull() });

let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.database.db;
  await db.execute(sql`create table fixed_select_groups (id integer not null, group_name text not null)`);
  await db.execute(sql`create table fixed_select_things (id integer not null, label text,
    at timestamptz not null, day date, flag boolean, data jsonb, group_id integer)`);
  await db.insert(groups).values({ id: 1, groupName: 'first' });
  await db.insert(things).values([
    {
      id: 1,
      label: 'one',
      at: new Date('2026-01-02T03:04:05.678Z'),
      day: '2026-01-02',
      flag: true,
      data: { a: [1] },
      groupId: 1,
    },
    {
      id: 2,
      label: null,
      at: new Date('2026-02-03T00:00:00Z'),
      day: null,
      flag: null,
      data: null,
      groupId: null,
    },
    {
      id: 3,
      label: 'three',
      at: new Date('2026-03-04T05:06:07Z'),
      day: '2026-03-04',
      flag: false,
      data: 'text',
      groupId: 9,
    },
  ]);
});
afterAll(() => test.drop());

const fields = {
  id: things.id,
  label: things.label,
  at: things.at,
  day: things.day,
  flag: things.flag,
  data: things.data,
  groupId: things.groupId,
  groupName: groups.groupName,
};
type Row = { [K in keyof typeof fields]: unknown };

describe('fixedSelect', () => {
  const list = fixedSelect<Row>(
    fields,
    sql`${things} left join ${groups} on ${eq(groups.id, things.groupId)}`,
  );

  it('gives the rows the query builder gives, decoded alike (dates, nulls, json, a missing join)', async () => {
    const built = await db
      .select(fields)
      .from(things)
      .leftJoin(groups, eq(groups.id, things.groupId))
      .where(sql`${things.id} > ${0}`)
      .orderBy(desc(things.id));
    const fixed = await list.rows(
      db,
      sql`select ${list.list} ${list.from} where ${things.id} > ${0} order by ${things.id} desc`,
    );
    expect(fixed).toEqual(built);
    expect(fixed[2]!.at).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(fixed[0]!.groupName).toBeNull();
  });

  it('decodes the columns a statement adds with the decoders given', async () => {
    const [row] = await list.rows<{ n: number }>(
      db,
      sql`select ${list.list}, (select count(*) from ${things}) as n ${list.from} where ${things.id} = ${1}`,
      { n: Number },
    );
    expect(row!.n).toBe(3);
    expect(row!.label).toBe('one');
  });

  it('refuses a fixed piece with a parameter, which would hold one request’s value for all', () => {
    expect(() => fixedSelect<Row>(fields, sql`${things} where ${things.id} = ${1}`)).toThrow(/no parameters/);
  });
});
