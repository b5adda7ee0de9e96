import { DEFAULT_LOCALE, type Locale } from '@awards/shared/i18n';
import {
  NEXT_FIRINGS_COUNT,
  TASK_MESSAGES,
  TASK_STATE,
  type TaskAdd,
  type TaskHandlerInfo,
  type TaskPageQuery,
  type TaskRunQuery,
  type TaskRunView,
  type TaskUpdate,
  type TaskView,
} from '@awards/shared/jobs';
import type { Page } from '@awards/shared/paging';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskRuns, tasks } from '../../db/schema';
import { onUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, type FieldErrors, notFound } from '../../platform/errors';
import { countRows, pagedQuery } from '../../platform/paging';
import { InvalidCronError, nextFirings, parseCron } from '../../platform/scheduler/cron';
import type { HandlerRegistry } from '../../platform/scheduler/job-handlers';
import type { TaskRunner } from '../../platform/scheduler/runner';
import type { SchedulableTask, Scheduler } from '../../platform/scheduler/scheduler';
import { containsText } from '../../platform/text-match';
import { presentRun, presentTask } from './presenter';

type Actor = { loginName: string };
type TaskRow = typeof tasks.$inferSelect;

/**
 * Scheduled tasks (spec 001 §6 "Tasks"): the list, add/update/delete, start and
 * stop, run now, the next firings of an expression, and the run history. Every
 * change reloads this instance's scheduler at once; other instances pick it up
 * at their next sync (platform/scheduler).
 */
export class JobService {
  constructor(
    private readonly db: Db,
    private readonly handlers: HandlerRegistry,
    private readonly runner: TaskRunner,
    private readonly scheduler: Scheduler,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The started tasks, as the scheduler loads them. */
  async startedTasks(): Promise<SchedulableTask[]> {
    const rows = await this.db.select().from(tasks).where(eq(tasks.isStart, TASK_STATE.started));
    return rows.map(schedulable);
  }

  async page(q: TaskPageQuery): Promise<Page<TaskView>> {
    const where = and(
      q.taskName ? containsText(tasks.taskName, q.taskName) : undefined,
      q.className ? eq(tasks.className, q.className) : undefined,
      q.isStart !== undefined ? eq(tasks.isStart, q.isStart) : undefined,
    );
    return pagedQuery(
      q,
      async (limit, offset) =>
        this.present(
          await this.db.select().from(tasks).where(where).orderBy(desc(tasks.id)).limit(limit).offset(offset),
        ),
      countRows(this.db, tasks, where),
    );
  }

  async detail(taskId: number): Promise<TaskView> {
    const [view] = await this.present([await this.row(taskId)]);
    return view!;
  }

  async add(actor: Actor, input: TaskAdd): Promise<TaskView> {
    this.assertRunnable(input.className, input.cronExpression);
    const row = await this.unique(async () => {
      const [inserted] = await this.db
        .insert(tasks)
        .values({
          taskName: input.taskName,
          taskNameI18n: input.taskNameI18n ?? {},
          className: input.className,
          cronExpression: input.cronExpression,
          isStart: input.isStart ?? TASK_STATE.stopped,
          taskParam: input.taskParam ?? null,
          taskDesc: input.taskDesc ?? null,
          taskDescI18n: input.taskDescI18n ?? {},
          createBy: actor.loginName,
        })
        .returning();
      return inserted!;
    });
    await this.scheduler.reload();
    return this.detail(row.id);
  }

  async update(actor: Actor, input: TaskUpdate): Promise<TaskView> {
    const current = await this.row(input.taskId);
    this.assertRunnable(input.className ?? current.className, input.cronExpression ?? current.cronExpression);
    const { taskId, ...fields } = input;
    await this.unique(() =>
      this.db
        .update(tasks)
        .set({ ...fields, updateBy: actor.loginName, updateTime: this.now() })
        .where(eq(tasks.id, taskId)),
    );
    await this.scheduler.reload();
    return this.detail(taskId);
  }

  /** Deletes the task; its runs stay in the history under its name. */
  async remove(taskId: number): Promise<void> {
    await this.row(taskId);
    await this.db.delete(tasks).where(eq(tasks.id, taskId));
    await this.scheduler.reload();
  }

  async setStarted(actor: Actor, taskId: number, started: boolean): Promise<TaskView> {
    const current = await this.row(taskId);
    if (started) this.assertRunnable(current.className, current.cronExpression);
    await this.db
      .update(tasks)
      .set({
        isStart: started ? TASK_STATE.started : TASK_STATE.stopped,
        updateBy: actor.loginName,
        updateTime: this.now(),
      })
      .where(eq(tasks.id, taskId));
    await this.scheduler.reload();
    return this.detail(taskId);
  }

  /** Runs the task once now, started or not, and answers the finished run. */
  async runNow(actor: Actor, taskId: number): Promise<TaskRunView> {
    const row = await this.row(taskId);
    return presentRun(await this.runner.runNow(schedulable(row), actor.loginName));
  }

  nextFirings(cronExpression: string): string[] {
    try {
      return nextFirings(cronExpression, this.now(), NEXT_FIRINGS_COUNT).map((d) => d.toISOString());
    } catch (error) {
      if (error instanceof InvalidCronError) throw badRequest({ cronExpression: TASK_MESSAGES.cronInvalid });
      throw error;
    }
  }

  async runs(q: TaskRunQuery): Promise<Page<TaskRunView>> {
    const where = and(
      q.taskId !== undefined ? eq(taskRuns.taskId, q.taskId) : undefined,
      q.outcome ? eq(taskRuns.outcome, q.outcome) : undefined,
    );
    return pagedQuery(
      q,
      async (limit, offset) =>
        (
          await this.db
            .select()
            .from(taskRuns)
            .where(where)
            .orderBy(desc(taskRuns.startTime), desc(taskRuns.id))
            .limit(limit)
            .offset(offset)
        ).map(presentRun),
      countRows(this.db, taskRuns, where),
    );
  }

  /** The handlers for the task form, their labels and descriptions in `locale`. */
  handlerList(locale: Locale = DEFAULT_LOCALE): readonly TaskHandlerInfo[] {
    return this.handlers.list(locale);
  }

  private assertRunnable(className: string, cronExpression: string): void {
    const errors: FieldErrors = {};
    if (!this.handlers.has(className)) errors.className = TASK_MESSAGES.classNameUnknown;
    try {
      parseCron(cronExpression);
    } catch {
      errors.cronExpression = TASK_MESSAGES.cronInvalid;
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  }

  private async row(taskId: number): Promise<TaskRow> {
    const [row] = await this.db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!row) throw notFound(TASK_MESSAGES.notFound);
    return row;
  }

  private unique<T>(write: () => Promise<T>): Promise<T> {
    return onUniqueViolation(write, () => conflict(TASK_MESSAGES.nameTaken));
  }

  /** Adds each task's next firing (this instance's scheduler, else computed) and its last run. */
  private async present(rows: TaskRow[]): Promise<TaskView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const last = await this.db
      .selectDistinctOn([taskRuns.taskId], {
        taskId: taskRuns.taskId,
        startTime: taskRuns.startTime,
        outcome: taskRuns.outcome,
      })
      .from(taskRuns)
      .where(inArray(taskRuns.taskId, ids))
      .orderBy(taskRuns.taskId, desc(taskRuns.startTime));
    const lastByTask = new Map(last.map((r) => [r.taskId, r]));
    return rows.map((row) =>
      presentTask(row, {
        nextFireTime: row.isStart === TASK_STATE.started ? this.nextFire(row) : null,
        lastRun: lastByTask.get(row.id) ?? null,
      }),
    );
  }

  private nextFire(row: TaskRow): Date | null {
    const scheduled = this.scheduler.nextFireTime(row.id);
    if (scheduled) return scheduled;
    try {
      return parseCron(row.cronExpression).nextRun(this.now());
    } catch {
      return null;
    }
  }
}

const schedulable = (row: TaskRow): SchedulableTask => ({
  taskId: row.id,
  taskName: row.taskName,
  className: row.className,
  cronExpression: row.cronExpression,
  taskParam: row.taskParam,
});
