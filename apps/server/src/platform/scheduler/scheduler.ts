import type { Cron } from 'croner';
import { type Clock, systemClock } from './clock';
import { parseCron } from './cron';

/** What the scheduler needs of a started task. */
export interface SchedulableTask {
  taskId: number;
  taskName: string;
  className: string;
  cronExpression: string;
  taskParam: string | null;
}

export interface SchedulerLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface SchedulerOptions {
  /** Reads the started tasks (at start, on reload, and every syncIntervalMs). */
  load: () => Promise<SchedulableTask[]>;
  /** Runs one firing; the runner records it and decides, across instances, who runs it. */
  fire: (task: SchedulableTask, firingTime: Date) => Promise<unknown>;
  clock?: Clock;
  /**
   * How often the task list is re-read, so that a change made through another
   * instance reaches this one. A change made here reloads at once.
   */
  syncIntervalMs?: number;
  log?: SchedulerLog;
}

interface Entry {
  task: SchedulableTask;
  cron: Cron;
  next: Date | null;
  timer: unknown;
}

// Node timers overflow past 2^31-1 ms (24.8 days): a far firing is re-armed in steps.
const MAX_TIMER_MS = 3_600_000;
const silent: SchedulerLog = { warn() {}, error() {} };

/**
 * Fires started tasks on their cron expressions. croner only computes the
 * firing times; the timers come from the injected clock, so a test moves time
 * by hand. A firing that throws is logged and the schedule goes on. Firings
 * missed while the process was busy or down are not caught up: the next one
 * is computed from the present.
 */
export class Scheduler {
  private readonly clock: Clock;
  private readonly log: SchedulerLog;
  private readonly entries = new Map<number, Entry>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private syncTimer: unknown;
  private running = false;
  private syncing: Promise<void> = Promise.resolve();

  constructor(private readonly options: SchedulerOptions) {
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? silent;
  }

  get isRunning(): boolean {
    return this.running;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.reload();
    this.armSync();
  }

  /** Re-reads the started tasks: new ones are scheduled, changed ones rescheduled, gone ones dropped. */
  reload(): Promise<void> {
    if (!this.running) return Promise.resolve();
    this.syncing = this.syncing
      .then(() => this.sync())
      .catch((error) => {
        this.log.error({ err: error }, 'scheduler could not read the tasks');
      });
    return this.syncing;
  }

  /** The next firing of a task on this instance, or null when it is not scheduled here. */
  nextFireTime(taskId: number): Date | null {
    return this.entries.get(taskId)?.next ?? null;
  }

  scheduledTaskIds(): number[] {
    return [...this.entries.keys()];
  }

  /** Clears every timer and waits for the firings in progress to finish. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.syncTimer !== undefined) this.clock.clearTimer(this.syncTimer);
    this.syncTimer = undefined;
    for (const entry of this.entries.values()) this.clock.clearTimer(entry.timer);
    this.entries.clear();
    await this.syncing;
    await Promise.allSettled([...this.inFlight]);
  }

  private async sync(): Promise<void> {
    const tasks = await this.options.load();
    if (!this.running) return;
    const seen = new Set<number>();
    for (const task of tasks) {
      seen.add(task.taskId);
      const current = this.entries.get(task.taskId);
      if (current && current.task.cronExpression === task.cronExpression) {
        current.task = task; // name, handler or parameter changes apply from the next firing
        continue;
      }
      if (current) this.clock.clearTimer(current.timer);
      let cron: Cron;
      try {
        cron = parseCron(task.cronExpression);
      } catch (error) {
        // The API refuses bad expressions; one written to the table by hand is skipped, not fatal.
        this.log.warn({ err: error, taskId: task.taskId }, 'task has an invalid cron expression');
        this.entries.delete(task.taskId);
        continue;
      }
      const entry: Entry = { task, cron, next: null, timer: undefined };
      this.entries.set(task.taskId, entry);
      this.arm(entry, this.clock.now());
    }
    for (const [taskId, entry] of this.entries) {
      if (seen.has(taskId)) continue;
      this.clock.clearTimer(entry.timer);
      this.entries.delete(taskId);
    }
  }

  private arm(entry: Entry, from: Date): void {
    entry.next = entry.cron.nextRun(from);
    if (!entry.next) return;
    const due = entry.next;
    const delay = due.getTime() - this.clock.now().getTime();
    entry.timer = this.clock.setTimer(
      () => this.onTimer(entry, due),
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
  }

  private onTimer(entry: Entry, due: Date): void {
    if (!this.running || this.entries.get(entry.task.taskId) !== entry) return;
    const now = this.clock.now();
    if (now.getTime() < due.getTime()) {
      // A capped timer woke early: wait the rest.
      entry.timer = this.clock.setTimer(
        () => this.onTimer(entry, due),
        Math.min(due.getTime() - now.getTime(), MAX_TIMER_MS),
      );
      return;
    }
    const work = this.options.fire(entry.task, due).catch((error) => {
      this.log.error({ err: error, taskId: entry.task.taskId }, 'task firing failed');
    });
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    this.clock.track?.(work);
    // From the later of the firing and now: a late timer skips what it missed rather than bursting.
    this.arm(entry, now.getTime() > due.getTime() ? now : due);
  }

  private armSync(): void {
    const interval = this.options.syncIntervalMs ?? 30_000;
    if (interval <= 0) return;
    this.syncTimer = this.clock.setTimer(() => {
      if (!this.running) return;
      const work = this.reload().finally(() => this.armSync());
      this.clock.track?.(work);
    }, interval);
  }
}
