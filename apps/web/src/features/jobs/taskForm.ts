import type { TaskAdd, TaskUpdate, TaskView } from '@awards/shared/jobs';

export interface TaskFormValues {
  taskName: string;
  className?: string;
  cronExpression: string;
  taskParam?: string;
  taskDesc?: string;
  startNow: boolean;
}

export const NEW_TASK: TaskFormValues = { taskName: '', cronExpression: '0 3 * * *', startNow: false };

export const taskValues = (task: TaskView): TaskFormValues => ({
  taskName: task.taskName,
  className: task.className,
  cronExpression: task.cronExpression,
  taskParam: task.taskParam ?? undefined,
  taskDesc: task.taskDesc ?? undefined,
  startNow: task.isStart === 1,
});

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export const toTaskAdd = (v: TaskFormValues): TaskAdd => ({
  taskName: v.taskName.trim(),
  className: v.className ?? '',
  cronExpression: v.cronExpression.trim(),
  isStart: v.startNow ? 1 : 0,
  taskParam: blankToNull(v.taskParam),
  taskDesc: blankToNull(v.taskDesc),
});

/** The state is not part of an edit: start and stop are their own actions (QUARTZ_START). */
export const toTaskUpdate = (taskId: number, v: TaskFormValues): TaskUpdate => {
  const { isStart: _ignored, ...rest } = toTaskAdd(v);
  return { taskId, ...rest };
};
