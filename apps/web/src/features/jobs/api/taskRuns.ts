import { TASK_PATHS, type TaskRunQuery, type TaskRunView } from '@awards/shared/jobs';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { TASKS_KEY } from './taskPage';

export type TaskRunFilters = Omit<TaskRunQuery, 'pageNum' | 'pageSize'>;
export const TASK_RUNS_KEY = [...TASKS_KEY, 'runs'] as const;

/** runs (QUARTZ_VIEW): a task's runs, newest first. */
export const fetchTaskRuns = (query: TaskRunFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<TaskRunView>>(TASK_PATHS.runs, query, { allowRepeat: true });
