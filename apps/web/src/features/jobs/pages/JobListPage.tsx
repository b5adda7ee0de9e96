import { PlusOutlined } from '@ant-design/icons';
import type { TaskRunView, TaskView } from '@awards/shared/jobs';
import { reportError } from '@awards/web-common/formErrors';
import { useLocalised } from '@awards/web-common/localised';
import { App, Button, Card, Flex, Grid } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useListState } from '../../../components/DataTable/useListState';
import { useRoutedEntity } from '../../../components/EntityForm/useRoutedEntity';
import { Permission } from '../../../components/RowActions/Permission';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import { searchSpec } from '../../../components/SearchForm/searchAddress';
import type { SearchField } from '../../../components/SearchForm/types';
import { useRouteParam } from '../../../lib/useRouteParam';
import { type TaskAction, useTaskAction } from '../api/taskActions';
import { fetchTaskPage, TASKS_KEY, type TaskFilters, useTask, useTaskHandlers } from '../api/taskPage';
import { TaskFormModal } from '../components/TaskFormModal';
import { TaskRunsDrawer } from '../components/TaskRunsDrawer';
import { taskColumns } from '../components/taskColumns';
import { useJobsT } from '../i18n';

const DONE = {
  delete: 'done.deleted',
  start: 'done.started',
  stop: 'done.stopped',
  run: 'done.ranNow',
} as const;

/** Scheduled tasks (spec 001 §6 "Tasks"): list, form, start / pause / run now, run history. */
export function JobListPage() {
  const { t, tr } = useJobsT();
  const { message } = App.useApp();
  const narrow = Grid.useBreakpoint().md === false;
  const [runsOf, setRunsOf] = useState<TaskView | null>(null);
  const form = useRouteParam('form');
  const editing = useRoutedEntity(form, useTask);
  const action = useTaskAction();
  const handlers = useTaskHandlers().data ?? [];
  const localised = useLocalised();

  const act = (task: TaskView, kind: TaskAction) =>
    action.mutateAsync({ action: kind, taskId: task.taskId }).then(
      (answer) => {
        // "Run now" answers 200 even when the handler threw: the run was made, and failed.
        const run = kind === 'run' ? (answer as TaskRunView | null) : null;
        if (run?.outcome === 'failure') void message.warning(t('done.runFailed', { error: run.error ?? '' }));
        else void message.success(t(DONE[kind]));
      },
      (error) => reportError(error, message.error, tr),
    );

  const columns = taskColumns(t, {
    narrow,
    edit: (task) => form.open(`edit:${task.taskId}`),
    runs: setRunsOf,
    act,
    handlerLabel: (className) => handlers.find((h) => h.className === className)?.label ?? className,
    name: (task) => localised(task.taskName, task.taskNameI18n),
    desc: (task) => (task.taskDesc === null ? null : localised(task.taskDesc, task.taskDescI18n)),
  });

  const fields: SearchField[] = [
    { type: 'input', name: 'taskName', label: t('search.taskName') },
    {
      type: 'select',
      name: 'className',
      label: t('search.className'),
      options: handlers.map((h) => ({ value: h.className, label: h.label })),
    },
    {
      type: 'select',
      name: 'isStart',
      label: t('search.isStart'),
      options: [
        { value: 1, label: t('state.1') },
        { value: 0, label: t('state.0') },
      ],
    },
  ];
  // Page, sort and filters live in the address: a reload or a link shows the same rows.
  const list = useListState<TaskFilters>(searchSpec(fields));
  const filters = list.filters;

  return (
    <Flex vertical gap={16} data-testid="job-list-page">
      <Card>
        <SearchForm fields={fields} values={list.filters} onSearch={(values) => list.search(values)} />
      </Card>
      <Card>
        <DataTable<TaskView, TaskFilters>
          tableId="monitor.tasks"
          rowKey="taskId"
          columns={columns}
          list={list}
          filters={filters}
          queryKey={TASKS_KEY}
          fetch={fetchTaskPage}
          toolbar={
            <Permission code="QUARTZ_ADD">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => form.open('add')}
                data-testid="task-add"
              >
                {t('toolbar.add')}
              </Button>
            </Permission>
          }
        />
      </Card>
      {editing.open && <TaskFormModal key={form.value} task={editing.record} onClose={form.close} />}
      {runsOf && <TaskRunsDrawer task={runsOf} onClose={() => setRunsOf(null)} />}
    </Flex>
  );
}
