import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { tasks } from '../../db/schema';
import { seedDemoJobs } from '../../db/seed/demo-jobs';
import { parseCron } from '../../platform/scheduler/cron';
import { openTestDatabase } from '../../test/database';
import { builtInHandlers, HandlerRegistry } from './handlers';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('the demo tasks', () => {
  it('name real handlers and valid expressions, and seed once', async () => {
    await seedDemoJobs(database.db);
    await seedDemoJobs(database.db);
    const rows = await database.db.select().from(tasks);
    expect(rows.map((r) => r.className).sort()).toEqual([
      'advanceEditions',
      'endExpiredSessions',
      'purgeLogs',
      'releaseNotices',
    ]);
    const registry = new HandlerRegistry(builtInHandlers());
    for (const row of rows) {
      expect(registry.has(row.className)).toBe(true);
      expect(() => parseCron(row.cronExpression)).not.toThrow();
    }
    expect(
      rows
        .filter((r) => r.isStart === 1)
        .map((r) => r.className)
        .sort(),
    ).toEqual(['advanceEditions', 'endExpiredSessions', 'purgeLogs', 'releaseNotices']);
  });
});
