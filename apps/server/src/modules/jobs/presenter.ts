import type { TaskRunOutcome, TaskRunView, TaskView } from '@awards/shared/jobs';
import type { taskRuns, tasks } from '../../db/schema';
import { iso } from '../../platform/time';

type TaskRow = typeof tasks.$inferSelect;
type RunRow = typeof taskRuns.$inferSelect;

export function presentTask(
  row: TaskRow,
  extra: { nextFireTime: Date | null; lastRun: { startTime: Date; outcome: string } | null },
): TaskView {
  return {
    taskId: row.id,
    taskName: row.taskName,
    taskNameI18n: row.taskNameI18n,
    className: row.className,
    cronExpression: row.cronExpression,
    isStart: row.isStart === 1 ? 1 : 0,
    taskParam: row.taskParam,
    taskDesc: row.taskDesc,
    taskDescI18n: row.taskDescI18n,
    runServer: row.runServer,
    runServerIp: row.runServerIp,
    nextFireTime: iso(extra.nextFireTime),
    lastRun: extra.lastRun
      ? { startTime: extra.lastRun.startTime.toISOString(), outcome: extra.lastRun.outcome as TaskRunOutcome }
      : null,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    updateBy: row.updateBy,
    updateTime: iso(row.updateTime),
  };
}

export function presentRun(row: RunRow): TaskRunView {
  return {
    runId: row.id,
    taskId: row.taskId ?? 0,
    taskName: row.taskName,
    className: row.className,
    trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
    firingTime: row.firingTime.toISOString(),
    startTime: row.startTime.toISOString(),
    endTime: iso(row.endTime),
    durationMs: row.endTime ? row.endTime.getTime() - row.startTime.getTime() : null,
    outcome: row.outcome as TaskRunOutcome,
    error: row.error,
    result: row.result,
    instance: row.instance,
    instanceIp: row.instanceIp,
    createBy: row.createBy,
  };
}
