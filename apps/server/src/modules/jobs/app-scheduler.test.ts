import { TASK_PATHS } from '@awards/shared/jobs';
import { describe, expect, it } from 'vitest';
import { taskRuns } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp } from '../../test/harness';

const everySecond = {
  taskName: '每秒',
  className: 'endExpiredSessions',
  cronExpression: '* * * * * *',
  isStart: 1,
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the scheduler inside the app, on the real clock', () => {
  it('does not fire in tests unless asked', async () => {
    const t = await createTestApp();
    try {
      const token = await t.login('admin', ADMIN_PASSWORD);
      expect((await t.call('POST', TASK_PATHS.add, { token, body: everySecond })).status).toBe(200);
      await sleep(1500);
      expect(await t.db.$count(taskRuns)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('with SCHEDULER_ENABLED fires a started task at once after it is added, and stops when the app closes', async () => {
    const t = await createTestApp({ SCHEDULER_ENABLED: true });
    const token = await t.login('admin', ADMIN_PASSWORD);
    expect((await t.call('POST', TASK_PATHS.add, { token, body: everySecond })).status).toBe(200);
    // The first firing: waited for, not slept for.
    const deadline = Date.now() + 10_000;
    while ((await t.db.$count(taskRuns)) === 0) {
      if (Date.now() > deadline) throw new Error('the started task never fired');
      await sleep(50);
    }
    await t.app.close();
    const afterClose = await t.db.$count(taskRuns);
    // Nothing may fire once closed: a second boundary of the every-second cron passes meanwhile.
    await sleep(1500);
    expect(await t.db.$count(taskRuns)).toBe(afterClose);
    await t.close();
  });
});
