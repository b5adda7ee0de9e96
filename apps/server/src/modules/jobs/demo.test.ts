import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { tasks } from '../../db/schema';
import { seedDemoJobs } from '../../db/seed/demo-jobs';
import { modules } from '../../modules';
import { SessionStore } from '../../platform/auth/sessions';
import { buildModules } from '../../platform/module';
import { createPlatform } from '../../platform/platform';
import { parseCron } from '../../platform/scheduler/cron';
import { openTestDatabase } from '../../test/database';

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
      'awardPublicity',
      'endExpiredSessions',
      'publicityPeriods',
      'purgeExports',
      'purgeLogs',
      'releaseNotices',
      'remindReviews',
    ]);
    // The handlers every module contributes to the platform when the app is built.
    const platform = createPlatform({
      config: testConfig(),
      database,
      sessions: new SessionStore(database.db, 86_400_000),
    });
    buildModules(platform, modules);
    const registry = platform.jobHandlers;
    for (const row of rows) {
      expect(registry.has(row.className)).toBe(true);
      expect(() => parseCron(row.cronExpression)).not.toThrow();
    }
    expect(
      rows
        .filter((r) => r.isStart === 1)
        .map((r) => r.className)
        .sort(),
    ).toEqual([
      'advanceEditions',
      'awardPublicity',
      'endExpiredSessions',
      'publicityPeriods',
      'purgeExports',
      'purgeLogs',
      'releaseNotices',
      'remindReviews',
    ]);
    // Named and described in the three languages.
    for (const row of rows) {
      expect(Object.keys(row.taskNameI18n).sort(), row.taskName).toEqual(['en_GB', 'zh_TW']);
      expect(Object.keys(row.taskDescI18n).sort(), row.taskName).toEqual(['en_GB', 'zh_TW']);
    }
  });
});
