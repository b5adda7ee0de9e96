import { TASK_PATHS, type TaskHandlerInfo, type TaskRunView, type TaskView } from '@awards/shared/jobs';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { JobListPage } from './JobListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const TASK: TaskView = {
  taskId: 3,
  taskName: '清理日志',
  taskNameI18n: { zh_TW: '清理日誌', en_GB: 'Purge logs' },
  className: 'purgeLogs',
  cronExpression: '0 3 * * *',
  isStart: 0,
  taskParam: null,
  taskDesc: null,
  taskDescI18n: {},
  runServer: null,
  runServerIp: null,
  nextFireTime: null,
  lastRun: null,
  createBy: 'admin',
  createTime: '2026-11-01T00:00:00.000Z',
  updateBy: null,
  updateTime: null,
};
const HANDLERS: TaskHandlerInfo[] = [
  {
    className: 'purgeLogs',
    label: '清理过期日志',
    description: 'deletes old logs',
    paramExample: '{"days":180}',
  },
];
const RUN: TaskRunView = {
  runId: 9,
  taskId: 3,
  taskName: '清理日志',
  className: 'purgeLogs',
  trigger: 'manual',
  firingTime: '2026-11-21T01:00:00.000Z',
  startTime: '2026-11-21T01:00:00.000Z',
  endTime: '2026-11-21T01:00:01.000Z',
  durationMs: 1000,
  outcome: 'success',
  error: null,
  result: 'deleted 12 rows',
  instance: 'host:42',
  instanceIp: '10.0.0.1',
  createBy: 'admin',
};
const page = <T,>(rows: T[]) => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  result: rows,
});

let runAnswer: TaskRunView = RUN;
beforeEach(() => {
  runAnswer = RUN;
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === TASK_PATHS.page) return page([TASK]);
    if (path === TASK_PATHS.handlers) return HANDLERS;
    if (path === TASK_PATHS.runs) return page([RUN]);
    if (path === TASK_PATHS.run) return runAnswer;
    if (path === TASK_PATHS.nextFirings) {
      const cron = (body as { cronExpression: string }).cronExpression;
      if (cron === 'nope')
        throw new ApiError({
          status: 400,
          rtnCode: '400',
          message: '参数错误',
          dataSet: { fieldErrors: { cronExpression: 'Cron表达式不正确' } },
        });
      return Array.from({ length: 5 }, (_, i) => `2026-11-2${i + 2}T03:00:00.000Z`);
    }
    return TASK;
  });
});

afterEach(() => changeLocale('zh_CN'));
const calls = (path: string) => post.mock.calls.filter(([p]) => p === path).map(([, body]) => body);

const ALL = ['QUARTZ_VIEW', 'QUARTZ_ADD', 'QUARTZ_EDIT', 'QUARTZ_DEL', 'QUARTZ_START', 'QUARTZ_EFECT'];

describe('JobListPage', () => {
  it('hides the actions whose QUARTZ_* code the user lacks', async () => {
    saveButtonAuth(['QUARTZ_VIEW']);
    renderRoute(<JobListPage />);
    expect(await screen.findByTestId('task-name-3')).toBeTruthy();
    expect(screen.getByText('清理过期日志')).toBeTruthy();
    expect(screen.queryByTestId('action-start')).toBeNull();
    expect(screen.queryByTestId('action-run')).toBeNull();
    expect(screen.queryByTestId('task-add')).toBeNull();
    expect(screen.getByTestId('action-runs')).toBeTruthy();
  });

  it('starts with 启动成功! and runs now with 立即执行成功!', async () => {
    saveButtonAuth(ALL);
    renderRoute(<JobListPage />);
    fireEvent.click(await screen.findByTestId('action-start'));
    // Starting changes the schedule: it asks first, naming what it does.
    expect(await screen.findByText('启动后将按执行表达式定时运行。')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(TASK_PATHS.start, expect.anything(), expect.anything());
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(TASK_PATHS.start, { taskId: 3 }, expect.anything()),
    );
    expect(await screen.findByText('启动成功!')).toBeTruthy();

    fireEvent.click(screen.getByTestId('action-run'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('立即执行成功!')).toBeTruthy();
  });

  it('says so when the run was made but the handler failed', async () => {
    saveButtonAuth(ALL);
    runAnswer = { ...RUN, outcome: 'failure', error: 'boom' };
    renderRoute(<JobListPage />);
    fireEvent.click(await screen.findByTestId('action-run'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('任务已执行，但执行失败：boom')).toBeTruthy();
    expect(screen.queryByText('立即执行成功!')).toBeNull();
  });

  it('shows the run history with outcome, result and instance', async () => {
    saveButtonAuth(ALL);
    renderRoute(<JobListPage />);
    // Past three buttons the history is in "more" (start / run, then the dropdown).
    fireEvent.click((await screen.findAllByTestId('action-more'))[0] as HTMLElement);
    fireEvent.click(await screen.findByTestId('action-runs'));
    const drawer = await screen.findByTestId('task-runs-drawer');
    expect(await within(drawer).findByTestId('run-outcome-9')).toBeTruthy();
    expect(within(drawer).getByText('成功')).toBeTruthy();
    expect(within(drawer).getByText('deleted 12 rows')).toBeTruthy();
    expect(within(drawer).getByText('host:42 (10.0.0.1)')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(TASK_PATHS.runs, expect.objectContaining({ taskId: 3 }), {
      allowRepeat: true,
    });
  });

  it("previews the next 5 firings, and puts the server's refusal on the cron field", async () => {
    saveButtonAuth(ALL);
    renderRoute(<JobListPage />);
    fireEvent.click(await screen.findByTestId('task-add'));
    fireEvent.click(await screen.findByTestId('cron-preview'));
    const firings = await screen.findByTestId('cron-firings');
    expect(within(firings).getAllByRole('listitem')).toHaveLength(5);

    fireEvent.change(screen.getByTestId('task-cron'), { target: { value: 'nope' } });
    expect(screen.queryByTestId('cron-firings')).toBeNull();
    fireEvent.click(screen.getByTestId('cron-preview'));
    expect(await screen.findByText('Cron表达式不正确')).toBeTruthy();
  });

  it('names tasks in the interface language, the zh_CN text where none is entered', async () => {
    saveButtonAuth(ALL);
    await changeLocale('en_GB');
    renderRoute(<JobListPage />);
    expect((await screen.findByTestId('task-name-3')).textContent).toBe('Purge logs');
    fireEvent.click(screen.getAllByTestId('action-more')[0] as HTMLElement);
    fireEvent.click(await screen.findByTestId('action-runs'));
    expect(await screen.findByText('Runs of Purge logs')).toBeTruthy();
  });

  it('edits the zh_TW and en_GB name and description with the task', async () => {
    saveButtonAuth(ALL);
    renderRoute(<JobListPage />, { url: '/?form=edit:3' });
    const form = await screen.findByTestId('task-form');
    const name = within(form).getByLabelText('任务名称（English）') as HTMLInputElement;
    expect(name.value).toBe('Purge logs');
    fireEvent.change(name, { target: { value: 'Purge the logs' } });
    fireEvent.change(within(form).getByLabelText('描述（English）'), { target: { value: 'Nightly' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    expect(calls(TASK_PATHS.update)[0]).toMatchObject({
      taskId: 3,
      taskName: '清理日志',
      taskNameI18n: { zh_TW: '清理日誌', en_GB: 'Purge the logs' },
      taskDescI18n: { en_GB: 'Nightly' },
    });
  });
});
