import type { TaskAdd, TaskUpdate, TaskView } from '@awards/shared/jobs';
import type { Translation } from '@awards/shared/translations';

export interface TaskFormValues {
  taskName: string;
  /** The name's zh_TW and en_GB versions; an empty one shows taskName. */
  taskNameI18n?: Translation;
  className?: string;
  cronExpression: string;
  taskParam?: string;
  taskDesc?: string;
  /** The description's zh_TW and en_GB versions; an empty one shows taskDesc. */
  taskDescI18n?: Translation;
  startNow: boolean;
}

export const NEW_TASK: TaskFormValues = { taskName: '', cronExpression: '0 3 * * *', startNow: false };

export const taskValues = (task: TaskView): TaskFormValues => ({
  taskName: task.taskName,
  taskNameI18n: task.taskNameI18n,
  className: task.className,
  cronExpression: task.cronExpression,
  taskParam: task.taskParam ?? undefined,
  taskDesc: task.taskDesc ?? undefined,
  taskDescI18n: task.taskDescI18n,
  startNow: task.isStart === 1,
});

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export const toTaskAdd = (v: TaskFormValues): TaskAdd => ({
  taskName: v.taskName.trim(),
  ...(v.taskNameI18n ? { taskNameI18n: v.taskNameI18n } : {}),
  className: v.className ?? '',
  cronExpression: v.cronExpression.trim(),
  isStart: v.startNow ? 1 : 0,
  taskParam: blankToNull(v.taskParam),
  taskDesc: blankToNull(v.taskDesc),
  ...(v.taskDescI18n ? { taskDescI18n: v.taskDescI18n } : {}),
});

/** The state is not part of an edit: start and stop are their own actions (QUARTZ_START). */
export const toTaskUpdate = (taskId: number, v: TaskFormValues): TaskUpdate => {
  const { isStart: _ignored, ...rest } = toTaskAdd(v);
  return { taskId, ...rest };
};
