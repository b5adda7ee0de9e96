import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { openTestDatabase, type TestDatabase } from './database';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase({ seeded: true });
});
afterAll(() => test.drop());

it('gives a file the seeded reference data', async () => {
  const rows = await queryRows<{ count: number }>(
    test.database.db,
    sql`select count(*)::int as count from users where login_name = 'admin'`,
  );
  expect(rows).toEqual([{ count: 1 }]);
});

// On PostgreSQL a test database's commits do not wait for the disk (postgres-template.ts).
it.runIf(process.env.TEST_DB === 'postgres')(
  'a PostgreSQL test database commits without waiting for the disk',
  async () => {
    const rows = await queryRows<{ synchronous_commit: string }>(
      test.database.db,
      sql`show synchronous_commit`,
    );
    expect(rows).toEqual([{ synchronous_commit: 'off' }]);
  },
);
