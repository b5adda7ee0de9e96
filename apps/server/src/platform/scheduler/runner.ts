import { renderMessage } from '@awards/shared/i18n';
import { TASK_MESSAGES, type TaskRunOutcome } from '@awards/shared/jobs';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { taskRuns, tasks } from '../../db/schema';
import { instanceIp, instanceName } from './instance';
import type { HandlerRegistry } from './job-handlers';
import type { SchedulableTask } from './scheduler';

type RunRow = typeof taskRuns.$inferSelect;

export interface RunnerOptions {
  /** Names this instance in the run rows; two schedulers in one test process need two names. */
  instance?: string;
  instanceIp?: string | null;
  now?: () => Date;
  /** Told of every finished run (the /metrics counter). */
  onOutcome?: (outcome: Exclude<TaskRunOutcome, 'running'>) => void;
}

const MAX_ERROR_CHARS = 4000;

/**
 * Runs tasks and records every run. A scheduled firing is claimed first by
 * inserting its row with ON CONFLICT (task_id, firing_time) DO NOTHING: every
 * instance sees the same firing, exactly one insert lands, and only that
 * instance runs the handler. The run row is written before the handler starts
 * and completed after, so a run cut short by a crash stays visible as 'running'.
 */
export class TaskRunner {
  private readonly instance: string;
  private readonly ip: string | null;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly handlers: HandlerRegistry,
    private readonly options: RunnerOptions = {},
  ) {
    this.instance = options.instance ?? instanceName();
    this.ip = options.instanceIp !== undefined ? options.instanceIp : instanceIp();
    this.now = options.now ?? (() => new Date());
  }

  /** A cron firing: runs it unless another instance already claimed it. Null when it did. */
  async fire(task: SchedulableTask, firingTime: Date): Promise<RunRow | null> {
    const claimed = await this.claim(task, firingTime, 'schedule', null);
    return claimed ? this.execute(task, claimed, firingTime) : null;
  }

  /** "Run now": always runs, at once, on this instance. */
  async runNow(task: SchedulableTask, actor: string): Promise<RunRow> {
    let asked = this.now();
    // A manual run has its own firing time; on the rare clash with a firing in the same ms, move 1 ms.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const claimed = await this.claim(task, asked, 'manual', actor);
      if (claimed) return this.execute(task, claimed, asked);
      asked = new Date(asked.getTime() + 1);
    }
    throw new Error('could not record the run');
  }

  private async claim(
    task: SchedulableTask,
    firingTime: Date,
    trigger: 'schedule' | 'manual',
    actor: string | null,
  ): Promise<number | null> {
    const [row] = await this.db
      .insert(taskRuns)
      .values({
        taskId: task.taskId,
        taskName: task.taskName,
        className: task.className,
        trigger,
        firingTime,
        startTime: this.now(),
        instance: this.instance,
        instanceIp: this.ip,
        createBy: actor,
      })
      .onConflictDoNothing({ target: [taskRuns.taskId, taskRuns.firingTime] })
      .returning({ id: taskRuns.id });
    return row?.id ?? null;
  }

  private async execute(task: SchedulableTask, runId: number, firingTime: Date): Promise<RunRow> {
    let outcome: 'success' | 'failure' = 'success';
    let result: string | null = null;
    let error: string | null = null;
    try {
      const handler = this.handlers.get(task.className);
      // Stored as the run's error, read later in the run list: in the federation's language.
      if (!handler)
        throw new Error(renderMessage(TASK_MESSAGES.handlerMissing({ className: task.className })));
      result = await handler.run({
        db: this.db,
        config: this.config,
        now: firingTime,
        param: parseParam(task.taskParam),
      });
    } catch (thrown) {
      outcome = 'failure';
      error = describe(thrown);
    }
    const [row] = await this.db
      .update(taskRuns)
      .set({ endTime: this.now(), outcome, result, error })
      .where(eq(taskRuns.id, runId))
      .returning();
    await this.db
      .update(tasks)
      .set({ runServer: this.instance, runServerIp: this.ip })
      .where(eq(tasks.id, task.taskId));
    this.options.onOutcome?.(outcome);
    return row!;
  }
}

function parseParam(text: string | null): Record<string, unknown> {
  if (!text?.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function describe(thrown: unknown): string {
  const text = thrown instanceof Error ? thrown.message || thrown.name : String(thrown);
  return text.slice(0, MAX_ERROR_CHARS);
}
