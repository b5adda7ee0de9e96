import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, translation } from './columns';

/** The scheduled task of spec 001 §3; className names a handler of modules/jobs/handlers. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    taskName: text().notNull().unique(),
    taskNameI18n: translation('task_name_i18n'),
    className: text().notNull(),
    cronExpression: text().notNull(),
    /** 1 started, 0 stopped */
    isStart: smallint().notNull().default(0),
    taskParam: text(),
    taskDesc: text(),
    taskDescI18n: translation('task_desc_i18n'),
    /** The instance (host:pid) that ran it last, and its address. */
    runServer: text(),
    runServerIp: text(),
    ...auditColumns,
  },
  (t) => [index('tasks_class_idx').on(t.className), index('tasks_started_idx').on(t.isStart)],
);

/**
 * One row per run. (task_id, firing_time) is unique: every instance that sees a
 * firing inserts with ON CONFLICT DO NOTHING, and only the one whose insert
 * lands runs the handler, so a firing runs once however many instances run.
 */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    // Runs outlive their task: the history and the dashboard keep them.
    taskId: integer().references(() => tasks.id, { onDelete: 'set null' }),
    taskName: text().notNull(),
    className: text().notNull(),
    /** schedule | manual */
    trigger: text().notNull(),
    firingTime: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp({ withTimezone: true }),
    /** running | success | failure */
    outcome: text().notNull().default('running'),
    error: text(),
    result: text(),
    instance: text().notNull(),
    instanceIp: text(),
    createBy: text(),
  },
  (t) => [
    uniqueIndex('task_runs_firing_uq').on(t.taskId, t.firingTime),
    index('task_runs_task_time_idx').on(t.taskId, t.startTime),
    index('task_runs_time_idx').on(t.startTime),
    index('task_runs_outcome_time_idx').on(t.outcome, t.startTime),
  ],
);
