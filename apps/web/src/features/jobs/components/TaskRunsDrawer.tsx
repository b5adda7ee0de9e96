import type { TaskRunView, TaskView } from '@awards/shared/jobs';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { useLocalised } from '@awards/web-common/localised';
import { Drawer, Grid, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { userTextTooltip } from '../../../components/UserText';
import { fetchTaskRuns, TASK_RUNS_KEY, type TaskRunFilters } from '../api/taskRuns';
import { type JobsT, useJobsT } from '../i18n';
import { OUTCOME_COLOUR } from './taskColumns';

const text = (value: string | null) =>
  value ? (
    <Typography.Text ellipsis={{ tooltip: userTextTooltip(value) }}>{value}</Typography.Text>
  ) : (
    orEmpty(null)
  );

function runColumns(t: JobsT): DataTableColumn<TaskRunView>[] {
  return [
    {
      key: 'startTime',
      title: t('runs.startTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, run) => formatDateTime(run.startTime),
    },
    {
      key: 'endTime',
      title: t('runs.endTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, run) => (run.endTime ? formatDateTime(run.endTime) : orEmpty(null)),
    },
    {
      key: 'outcome',
      title: t('runs.outcome'),
      width: 90,
      render: (_, run) => (
        <Tag color={OUTCOME_COLOUR[run.outcome]} data-testid={`run-outcome-${run.runId}`}>
          {t(`outcome.${run.outcome}`)}
        </Tag>
      ),
    },
    { key: 'trigger', title: t('runs.trigger'), width: 100, render: (_, run) => t(`trigger.${run.trigger}`) },
    {
      key: 'durationMs',
      title: t('runs.duration'),
      width: 90,
      align: 'right',
      render: (_, run) => orEmpty(run.durationMs),
    },
    // What the run did (授奖2项，撤销1项…) before the error, which a successful run has none of:
    // at 200 px after it, the drawer's width cut the result off at its first words.
    { key: 'result', title: t('runs.result'), width: 320, render: (_, run) => text(run.result) },
    { key: 'error', userText: true, title: t('runs.error'), width: 200, render: (_, run) => text(run.error) },
    {
      key: 'instance',
      userText: true,
      title: t('runs.instance'),
      width: 180,
      render: (_, run) => text(run.instanceIp ? `${run.instance} (${run.instanceIp})` : run.instance),
    },
  ];
}

/** A task's run history: start, end, outcome, error and the instance that ran it. */
export function TaskRunsDrawer({ task, onClose }: { task: TaskView; onClose: () => void }) {
  const { t } = useJobsT();
  const localised = useLocalised();
  const narrow = Grid.useBreakpoint().md === false;
  // One object per task: DataTable restarts its search on a new filters object.
  const filters = useMemo<TaskRunFilters>(() => ({ taskId: task.taskId }), [task.taskId]);
  return (
    <Drawer
      open
      title={t('runs.title', { name: localised(task.taskName, task.taskNameI18n) })}
      size={narrow ? '100%' : 960}
      onClose={onClose}
      data-testid="task-runs-drawer"
    >
      <DataTable<TaskRunView, TaskRunFilters>
        tableId="monitor.taskRuns"
        rowKey="runId"
        columns={runColumns(t)}
        filters={filters}
        queryKey={[...TASK_RUNS_KEY, task.taskId]}
        fetch={fetchTaskRuns}
        keepColumn="first"
      />
    </Drawer>
  );
}
