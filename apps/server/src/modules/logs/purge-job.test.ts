import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { accessLogs, projectSettings } from '../../db/schema';
import type { JobContext } from '../../platform/scheduler/job-handlers';
import { openTestDatabase } from '../../test/database';
import { purgeLogsJob } from './purge-job';
import { LOG_RETENTION_KEY } from './retention';

let database: Database;
let drop: () => Promise<void>;
const NOW = new Date('2026-06-01T03:00:00.000Z');
const DAY = 86_400_000;
const context = (): JobContext => ({ db: database.db, config: testConfig(), now: NOW, param: {} });

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('the purgeLogs task', () => {
  it('purgeLogs keeps the project setting’s retention when the task names none', async () => {
    await database.db.insert(accessLogs).values([
      {
        method: 'GET',
        requestUri: '/rest/a',
        responseStatus: 200,
        costTime: 1,
        createTime: new Date(NOW.getTime() - 11 * DAY),
      },
      {
        method: 'GET',
        requestUri: '/rest/b',
        responseStatus: 200,
        costTime: 1,
        createTime: new Date(NOW.getTime() - 9 * DAY),
      },
    ]);
    // The default (180 days) keeps both.
    expect(await purgeLogsJob.run(context())).toBe('保留180天：删除访问日志0条，登录日志0条');
    await database.db.insert(projectSettings).values({ key: LOG_RETENTION_KEY, value: 10 });
    expect(await purgeLogsJob.run(context())).toBe('保留10天：删除访问日志1条，登录日志0条');
    expect(await database.db.$count(accessLogs)).toBe(1);
  });
});
