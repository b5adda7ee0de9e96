import {
  TASK_PATHS,
  type TaskAdd,
  type TaskRunView,
  type TaskUpdate,
  type TaskView,
} from '@awards/shared/jobs';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TASKS_KEY } from './taskPage';

export type TaskAction = 'delete' | 'start' | 'stop' | 'run';

/**
 * delete (QUARTZ_DEL), start / stop (QUARTZ_START), run (QUARTZ_EFECT, answers the run it
 * made, failed or not). Silent: the page shows the outcome in the user's language.
 */
export function useTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, taskId }: { action: TaskAction; taskId: number }) =>
      http.post<TaskView | TaskRunView | null>(
        TASK_PATHS[action],
        { taskId },
        { silent: true, allowRepeat: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}

export type TaskSave = { kind: 'add'; values: TaskAdd } | { kind: 'update'; values: TaskUpdate };

/** add (QUARTZ_ADD) / update (QUARTZ_EDIT); a bad cron expression comes back on its field. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TaskSave) =>
      http.post<TaskView>(save.kind === 'add' ? TASK_PATHS.add : TASK_PATHS.update, save.values, {
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}

/** nextFirings (QUARTZ_VIEW): the next 5 firings of an expression (400 on an invalid one). */
export const fetchNextFirings = (cronExpression: string) =>
  http.post<string[]>(TASK_PATHS.nextFirings, { cronExpression }, { silent: true, allowRepeat: true });
