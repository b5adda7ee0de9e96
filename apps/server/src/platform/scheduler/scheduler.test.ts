import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { taskRuns, tasks } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { ManualClock } from './clock';
import { HandlerRegistry, type JobHandler } from './job-handlers';
import { TaskRunner } from './runner';
import { type SchedulableTask, Scheduler } from './scheduler';

const START = new Date('2026-03-01T00:00:00.000Z');
let database: Database;
let drop: () => Promise<void>;
const calls: Date[] = [];

const handlers = new HandlerRegistry([
  {
    className: 'test.count',
    label: 'count',
    description: '',
    paramExample: null,
    run: async ({ now }) => {
      calls.push(now);
      return `call ${calls.length}`;
    },
  } satisfies JobHandler,
  {
    className: 'test.fail',
    label: 'fail',
    description: '',
    paramExample: null,
    run: async () => {
      throw new Error('boom');
    },
  } satisfies JobHandler,
]);

const loadStarted = async (): Promise<SchedulableTask[]> =>
  (await database.db.select().from(tasks).where(eq(tasks.isStart, 1))).map((t) => ({
    taskId: t.id,
    taskName: t.taskName,
    className: t.className,
    cronExpression: t.cronExpression,
    taskParam: t.taskParam,
  }));

function build(clock: ManualClock) {
  const runner = new TaskRunner(database.db, testConfig(), handlers, {
    instance: 'test-a',
    instanceIp: null,
    now: () => clock.now(),
  });
  const scheduler = new Scheduler({
    load: loadStarted,
    fire: (task, at) => runner.fire(task, at),
    clock,
    syncIntervalMs: 0,
  });
  return { runner, scheduler };
}

const runsOf = (taskId: number) =>
  database.db.select().from(taskRuns).where(eq(taskRuns.taskId, taskId)).orderBy(asc(taskRuns.firingTime));

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('the scheduler on a hand-moved clock', () => {
  it('fires on the cron times, records each run, goes on past a failing handler, and stops', async () => {
    const [counting] = await database.db
      .insert(tasks)
      .values({
        taskName: 'every 5 minutes',
        className: 'test.count',
        cronExpression: '*/5 * * * *',
        isStart: 1,
      })
      .returning();
    const [failing] = await database.db
      .insert(tasks)
      .values({ taskName: 'always fails', className: 'test.fail', cronExpression: '0 * * * * ?', isStart: 1 })
      .returning();
    const clock = new ManualClock(START);
    const { scheduler } = build(clock);
    await scheduler.start();
    expect(scheduler.nextFireTime(counting!.id)?.toISOString()).toBe('2026-03-01T00:05:00.000Z');

    await clock.advance(16 * 60_000);
    const counted = await runsOf(counting!.id);
    expect(counted.map((r) => r.firingTime.toISOString())).toEqual([
      '2026-03-01T00:05:00.000Z',
      '2026-03-01T00:10:00.000Z',
      '2026-03-01T00:15:00.000Z',
    ]);
    expect(counted.every((r) => r.outcome === 'success' && r.trigger === 'schedule' && r.endTime)).toBe(true);
    expect(counted[2]?.result).toBe('call 3');
    expect(calls.map((d) => d.toISOString())).toEqual(counted.map((r) => r.firingTime.toISOString()));

    // The failing task ran every minute, each run recorded as failed with its error.
    const failed = await runsOf(failing!.id);
    expect(failed).toHaveLength(16);
    expect(failed.every((r) => r.outcome === 'failure' && r.error === 'boom')).toBe(true);

    // Stopped: the next firings do not happen.
    await database.db.update(tasks).set({ isStart: 0 }).where(eq(tasks.id, counting!.id));
    await scheduler.reload();
    expect(scheduler.nextFireTime(counting!.id)).toBeNull();
    await clock.advance(10 * 60_000);
    expect(await runsOf(counting!.id)).toHaveLength(3);
    expect((await runsOf(failing!.id)).length).toBe(26);

    await scheduler.stop();
    await clock.advance(10 * 60_000);
    expect((await runsOf(failing!.id)).length).toBe(26);
    await database.db.delete(tasks);
  });

  it('reschedules a task whose expression changes', async () => {
    const [task] = await database.db
      .insert(tasks)
      .values({ taskName: 'hourly', className: 'test.count', cronExpression: '0 * * * *', isStart: 1 })
      .returning();
    const clock = new ManualClock(START);
    const { scheduler } = build(clock);
    await scheduler.start();
    expect(scheduler.nextFireTime(task!.id)?.toISOString()).toBe('2026-03-01T01:00:00.000Z');
    await database.db.update(tasks).set({ cronExpression: '*/10 * * * *' }).where(eq(tasks.id, task!.id));
    await scheduler.reload();
    expect(scheduler.nextFireTime(task!.id)?.toISOString()).toBe('2026-03-01T00:10:00.000Z');
    await clock.advance(25 * 60_000);
    expect(await runsOf(task!.id)).toHaveLength(2);
    await scheduler.stop();
  });

  it('runs a task now, started or not, and records the run as manual', async () => {
    const [task] = await database.db
      .insert(tasks)
      .values({ taskName: 'stopped one', className: 'test.count', cronExpression: '0 0 1 1 *', isStart: 0 })
      .returning();
    const clock = new ManualClock(START);
    const { runner } = build(clock);
    const before = calls.length;
    const run = await runner.runNow(
      {
        taskId: task!.id,
        taskName: task!.taskName,
        className: 'test.count',
        cronExpression: '',
        taskParam: null,
      },
      'admin',
    );
    expect(run).toMatchObject({
      outcome: 'success',
      trigger: 'manual',
      createBy: 'admin',
      instance: 'test-a',
    });
    expect(calls.length).toBe(before + 1);
    const [row] = await database.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(row?.runServer).toBe('test-a');
  });
});
