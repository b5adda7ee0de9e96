import { APP_MESSAGES, type AppView } from '@awards/shared/apps';
import { type MessageRef, renderMessage } from '@awards/shared/i18n';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { AppListPage } from './AppListPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const APP: AppView = {
  appId: 1,
  appCode: 'portal',
  appName: '奖励申报系统后台',
  appShortName: '申报后台',
  appIcon: 'TrophyOutlined',
  appStatus: 1,
  deployIp: null,
  deployPort: null,
  visitUrl: '/',
  sortNumber: 1,
  createBy: 'system',
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
};
// antd validates a form in several ticks; on the shared 2-core machine that can take seconds.
const page = { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [APP] };

function answer(overrides: Record<string, (body: unknown) => unknown> = {}) {
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (overrides[path]) return overrides[path](body);
    return path === '/rest/app/page' ? page : null;
  });
}
/** A refusal as the http layer hands it over: the text in the language asked for (zh_CN), and the key. */
const rejectWith = (status: number, ref: MessageRef) => () => {
  throw new ApiError({
    status,
    rtnCode: status === 422 ? '505' : String(status),
    message: renderMessage(ref),
    ref,
  });
};

beforeEach(() => {
  post.mockReset();
  answer();
});
afterEach(() => changeLocale('zh_CN'));

describe('AppListPage', () => {
  it('lists the apps from the server and hides what the user may not do', async () => {
    saveButtonAuth(['APP_VIEW', 'APP_EDIT']);
    renderRoute(<AppListPage />);
    expect((await screen.findByTestId('app-name-1')).textContent).toContain('奖励申报系统后台');
    expect(screen.queryByTestId('app-add')).toBeNull();
    expect(screen.getByTestId('action-edit')).toBeTruthy();
    expect(screen.queryByTestId('action-delete')).toBeNull();
    expect(post).toHaveBeenCalledWith('/rest/app/page', { pageNum: 1, pageSize: 10 });
  });

  it('checks the code with the shared rule and puts a taken code on its field', async () => {
    saveButtonAuth(['APP_VIEW', 'APP_ADD']);
    answer({ '/rest/app/create': rejectWith(409, APP_MESSAGES.codeTaken) });
    renderRoute(<AppListPage />);
    fireEvent.click(await screen.findByTestId('app-add'));
    const form = await screen.findByTestId('app-form');
    fireEvent.change(within(form).getByLabelText('应用编码'), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText('应用编码以小写字母开头，2-32位小写字母、数字、下划线或横杠'),
    ).toBeTruthy();
    expect(screen.getByText('请输入应用名称')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('应用编码'), { target: { value: 'portal' } });
    fireEvent.change(within(form).getByLabelText('应用名称'), { target: { value: '第二个后台' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('应用编码已存在')).toBeTruthy();
    const create = post.mock.calls.find(([path]) => path === '/rest/app/create')?.[1];
    expect(create).toMatchObject({ appCode: 'portal', appName: '第二个后台', appStatus: 1 });
  });

  it('tells why an app cannot be deleted', async () => {
    saveButtonAuth(['APP_VIEW', 'APP_DEL']);
    answer({ '/rest/app/delete': rejectWith(422, APP_MESSAGES.hasMenusOf({ name: '评审系统' })) });
    renderRoute(<AppListPage />);
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该应用下还有菜单，不能删除：评审系统')).toBeTruthy();
  });

  // Spec 001 §8.4: the English success texts ('App deleted successfully').
  it('says App deleted successfully in English', async () => {
    await changeLocale('en_GB');
    saveButtonAuth(['APP_VIEW', 'APP_DEL']);
    renderRoute(<AppListPage />);
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('App deleted successfully')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/app/delete', { appId: 1 }, { silent: true });
  });
});
