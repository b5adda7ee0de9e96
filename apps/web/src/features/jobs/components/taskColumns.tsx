import { TASK_STATE, type TaskView } from '@awards/shared/jobs';
import { formatDateTime, orEmpty } from '@awards/web-common/format';
import { Tag, Typography } from 'antd';
import { DATE_TIME_COLUMN_WIDTH } from '../../../components/DataTable/constants';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { TaskAction } from '../api/taskActions';
import type { JobsT } from '../i18n';

export const OUTCOME_COLOUR = { running: 'processing', success: 'success', failure: 'error' } as const;

export interface TaskRowHandlers {
  narrow: boolean;
  edit: (task: TaskView) => void;
  runs: (task: TaskView) => void;
  act: (task: TaskView, action: TaskAction) => Promise<unknown>;
  handlerLabel: (className: string) => string;
  /** The name and description in the interface language. */
  name: (task: TaskView) => string;
  desc: (task: TaskView) => string | null;
}

/** The list's columns; each action carries its QUARTZ_* code and is hidden without it. */
export function taskColumns(t: JobsT, on: TaskRowHandlers): DataTableColumn<TaskView>[] {
  return [
    {
      key: 'taskName',
      title: t('column.taskName'),
      width: 160,
      ellipsis: true,
      render: (_, task) => <span data-testid={`task-name-${task.taskId}`}>{on.name(task)}</span>,
    },
    {
      key: 'className',
      defaultHidden: true,
      userText: true,
      title: t('column.className'),
      width: 160,
      render: (_, task) => (
        <Typography.Text title={task.className}>{on.handlerLabel(task.className)}</Typography.Text>
      ),
    },
    {
      key: 'cronExpression',
      userText: true,
      title: t('column.cronExpression'),
      width: 140,
      render: (_, task) => <Typography.Text code>{task.cronExpression}</Typography.Text>,
    },
    {
      key: 'isStart',
      title: t('column.isStart'),
      width: 90,
      render: (_, task) => (
        <Tag
          color={task.isStart === TASK_STATE.started ? 'success' : 'default'}
          data-testid={`task-state-${task.taskId}`}
        >
          {t(`state.${task.isStart}`)}
        </Tag>
      ),
    },
    {
      key: 'nextFireTime',
      defaultHidden: true,
      title: t('column.nextFireTime'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, task) => (task.nextFireTime ? formatDateTime(task.nextFireTime) : orEmpty(null)),
    },
    {
      key: 'lastRun',
      title: t('column.lastRun'),
      // The time and the run's outcome tag.
      width: DATE_TIME_COLUMN_WIDTH + 50,
      render: (_, task) =>
        task.lastRun ? (
          <span>
            {formatDateTime(task.lastRun.startTime)}{' '}
            <Tag color={OUTCOME_COLOUR[task.lastRun.outcome]}>{t(`outcome.${task.lastRun.outcome}`)}</Tag>
          </span>
        ) : (
          orEmpty(null)
        ),
    },
    {
      key: 'runServer',
      defaultHidden: true,
      userText: true,
      title: t('column.runServer'),
      width: 160,
      render: (_, task) => orEmpty(task.runServer),
    },
    {
      key: 'taskDesc',
      defaultHidden: true,
      title: t('column.taskDesc'),
      width: 160,
      ellipsis: true,
      render: (_, task) => orEmpty(on.desc(task)),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      actions: (task) => {
        const started = task.isStart === TASK_STATE.started;
        return [
          {
            key: started ? 'stop' : 'start',
            label: t(started ? 'action.stop' : 'action.start'),
            permission: 'QUARTZ_START',
            danger: started,
            confirm: {
              title: t(started ? 'action.stopConfirm' : 'action.startConfirm', { name: on.name(task) }),
              description: t(started ? 'action.stopEffect' : 'action.startEffect'),
            },
            onClick: () => on.act(task, started ? 'stop' : 'start'),
          },
          {
            key: 'run',
            label: t('action.run'),
            permission: 'QUARTZ_EFECT',
            confirm: t('action.runConfirm', { name: on.name(task) }),
            onClick: () => on.act(task, 'run'),
          },
          {
            key: 'runs',
            label: t('action.runs'),
            permission: 'QUARTZ_VIEW',
            onClick: () => on.runs(task),
          },
          // Editing and deleting are rarer than the day-to-day start / run / history: folded (and,
          // past three buttons, the history with them).
          {
            key: 'edit',
            label: t('action.edit'),
            permission: 'QUARTZ_EDIT',
            more: true,
            onClick: () => on.edit(task),
          },
          {
            key: 'delete',
            label: t('action.delete'),
            permission: 'QUARTZ_DEL',
            danger: true,
            more: true,
            confirm: t('action.deleteConfirm', { name: on.name(task) }),
            onClick: () => on.act(task, 'delete'),
          },
        ];
      },
    },
  ];
}
