import { TASK_PATHS, type TaskHandlerInfo, type TaskPageQuery, type TaskView } from '@awards/shared/jobs';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export type TaskFilters = Omit<TaskPageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['tasks']: one invalidation after a change. */
export const TASKS_KEY = ['tasks'] as const;

/** page (QUARTZ_VIEW): tasks with their next firing and last run. */
export const fetchTaskPage = (query: TaskFilters & { pageNum: number; pageSize: number }) =>
  // Not guarded: the refetch after start / stop may come within 500 ms of the previous one.
  http.post<Page<TaskView>>(TASK_PATHS.page, query, { allowRepeat: true });

/** detail (QUARTZ_VIEW): one task, for the edit form opened by a link. */
export function useTask(taskId: number | null) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'detail', taskId],
    queryFn: () => http.post<TaskView>(TASK_PATHS.detail, { taskId }, { silent: true }),
    enabled: taskId !== null,
    retry: false,
  });
}

/** handlers (QUARTZ_VIEW): the classNames the server can run; they change only with a release. */
export function useTaskHandlers() {
  // The labels come in the language of the call: a change of language asks again.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...TASKS_KEY, 'handlers', i18n.language],
    queryFn: () => http.post<TaskHandlerInfo[]>(TASK_PATHS.handlers, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
