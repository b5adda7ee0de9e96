import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { taskRuns, tasks } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { ManualClock } from './clock';
import { HandlerRegistry } from './job-handlers';
import { TaskRunner } from './runner';
import { Scheduler } from './scheduler';

/**
 * Two server instances on one database, both with the same task started: every
 * firing must run exactly once. On PostgreSQL each instance has its own
 * connection pool (as two processes would); on PGlite they share the one
 * in-process database, which still exercises the claim.
 */
let first: Database;
let second: Database;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const test = await openTestDatabase();
  first = test.database;
  second = test.url ? await openDatabase({ url: test.url, poolSize: 4 }) : first;
  cleanup = async () => {
    if (second !== first) await second.close();
    await test.drop();
  };
});
afterAll(() => cleanup());

describe('two instances firing the same task', () => {
  it('run each firing exactly once', async () => {
    const executions: string[] = [];
    const handlers = new HandlerRegistry([
      {
        className: 'test.slow',
        label: 'slow',
        description: '',
        paramExample: null,
        run: async ({ now }) => {
          executions.push(now.toISOString());
          // Long enough for the other instance's claim to arrive while this one runs.
          await new Promise((r) => setTimeout(r, 20));
          return 'ok';
        },
      },
    ]);
    await first.db.insert(tasks).values({
      taskName: 'every 10 s',
      className: 'test.slow',
      cronExpression: '*/10 * * * * *',
      isStart: 1,
    });

    const start = new Date('2026-03-01T08:00:00.000Z');
    const attempts: string[] = [];
    const instance = (database: Database, name: string) => {
      const clock = new ManualClock(start);
      const runner = new TaskRunner(database.db, testConfig(), handlers, {
        instance: name,
        instanceIp: null,
        now: () => clock.now(),
      });
      const scheduler = new Scheduler({
        load: async () =>
          (await database.db.select().from(tasks)).map((t) => ({
            taskId: t.id,
            taskName: t.taskName,
            className: t.className,
            cronExpression: t.cronExpression,
            taskParam: t.taskParam,
          })),
        fire: (task, at) => {
          attempts.push(name);
          return runner.fire(task, at);
        },
        clock,
        syncIntervalMs: 0,
      });
      return { clock, scheduler };
    };
    const a = instance(first, 'instance-a');
    const b = instance(second, 'instance-b');
    await Promise.all([a.scheduler.start(), b.scheduler.start()]);
    // Both clocks move together, one firing at a time, so both claim every firing.
    for (let step = 0; step < 12; step += 1) {
      await Promise.all([a.clock.advance(5_000), b.clock.advance(5_000)]);
    }
    await Promise.all([a.scheduler.stop(), b.scheduler.stop()]);

    const runs = await first.db.select().from(taskRuns).orderBy(asc(taskRuns.firingTime));
    const firings = Array.from({ length: 6 }, (_, i) =>
      new Date(start.getTime() + (i + 1) * 10_000).toISOString(),
    );
    expect(runs.map((r) => r.firingTime.toISOString())).toEqual(firings);
    expect(executions.sort()).toEqual(firings);
    expect(runs.every((r) => r.outcome === 'success')).toBe(true);
    // Both instances tried every firing; the claim let one of them through each time.
    expect(attempts.filter((n) => n === 'instance-a')).toHaveLength(6);
    expect(attempts.filter((n) => n === 'instance-b')).toHaveLength(6);
  });
});
