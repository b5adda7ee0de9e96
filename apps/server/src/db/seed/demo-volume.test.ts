import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database';
import { accessLogs } from '../schema';
import { seedAccessLogVolume } from './demo-volume';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase({ seeded: true });
});
afterAll(() => test?.drop());

describe('the demo volume of the access log', () => {
  it('adds that many marked rows, spread over the past, and none for 0', async () => {
    const { db } = test.database;
    const marked = () =>
      db.select({ n: count() }).from(accessLogs).where(like(accessLogs.requestUri, '%/demo-volume/%'));
    await seedAccessLogVolume(db, 0);
    expect((await marked())[0]?.n).toBe(0);
    await seedAccessLogVolume(db, 1_000);
    expect((await marked())[0]?.n).toBe(1_000);
    const times = await db.select({ t: accessLogs.createTime }).from(accessLogs);
    expect(times.every(({ t }) => t.getTime() <= Date.now())).toBe(true);
  });

  it('tops up to the number asked, adding none twice and removing none', async () => {
    const { db } = test.database;
    const marked = async () =>
      (
        await db
          .select({ n: count(), distinct: sql<number>`count(distinct ${accessLogs.requestUri})::int` })
          .from(accessLogs)
          .where(like(accessLogs.requestUri, '%/demo-volume/%'))
      )[0];
    await seedAccessLogVolume(db, 1_500);
    expect(await marked()).toEqual({ n: 1_500, distinct: 1_500 });
    await seedAccessLogVolume(db, 1_500);
    await seedAccessLogVolume(db, 200);
    expect(await marked()).toEqual({ n: 1_500, distinct: 1_500 });
  });
});
