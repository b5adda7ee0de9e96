import { renderMessage } from '@awards/shared/i18n';
import { USER_MESSAGES } from '@awards/shared/users';
import { MESSAGES } from '@awards/shared/validators';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { answerWith, rejectWith, USER } from '../testUsers';
import { UserListPage } from './UserListPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);
// antd validates a form in several ticks, and the live checks wait for typing to pause.

beforeEach(() => {
  post.mockReset();
  answerWith(post);
});

const change = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

const zh = (ref: string) => renderMessage(ref, 'zh_CN');

describe('UserListPage', () => {
  it('shows only the buttons the user holds codes for', async () => {
    saveButtonAuth(['USER_VIEW', 'USER_EDIT']);
    renderRoute(<UserListPage />);
    expect((await screen.findByTestId('user-login-7')).textContent).toBe('devlead');
    for (const button of ['user-add', 'user-export', 'user-import', 'user-recycle'])
      expect(screen.queryByTestId(button)).toBeNull();
    expect(screen.getByTestId('action-edit')).toBeTruthy();
    // USER_EDIT also binds roles: the only 'more' action left stays inline.
    expect(screen.getByTestId('action-roles')).toBeTruthy();
    expect(screen.queryByTestId('action-freeze')).toBeNull();
    expect(screen.queryByTestId('action-delete')).toBeNull();
    expect(post).toHaveBeenCalledWith('/rest/user/page', { pageNum: 1, pageSize: 10 });
  });

  it('shows every toolbar button to an administrator', async () => {
    saveButtonAuth(['USER_VIEW', 'USER_ADD', 'USER_EXPORT', 'USER_IMPORT', 'USER_RECYCLE', 'USER_FREEZE']);
    renderRoute(<UserListPage />);
    await screen.findByTestId('user-login-7');
    for (const button of ['user-add', 'user-export', 'user-import', 'user-recycle'])
      expect(screen.getByTestId(button)).toBeTruthy();
    expect(screen.getByTestId('action-freeze')).toBeTruthy();
  });

  it('checks the form with the shared rules and puts the server check message under the field', async () => {
    saveButtonAuth(['USER_VIEW', 'USER_ADD']);
    answerWith(post, {
      '/rest/user/checkLoginName': rejectWith(409, USER_MESSAGES.loginNameTaken, {
        loginName: USER_MESSAGES.loginNameTaken,
      }),
      '/rest/user/checkPhone': () => ({ valid: true, message: '该值可用！' }),
    });
    renderRoute(<UserListPage />);
    fireEvent.click(await screen.findByTestId('user-add'));
    const form = await screen.findByTestId('user-form');
    // The number the server drew is shown before saving.
    await waitFor(() => expect((screen.getByTestId('user-no') as HTMLInputElement).value).toBe('U000123'));

    change(form, '登录名', 'a');
    change(form, '手机号', '123');
    change(form, '初始密码', 'short');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(zh(USER_MESSAGES.loginNameRule))).toBeTruthy();
    expect(screen.getByText(zh(USER_MESSAGES.realnameRequired))).toBeTruthy();
    expect(screen.getByText(zh(MESSAGES.mobile))).toBeTruthy();
    expect(screen.getByText('密码由至少8位数字、大小写字母组成!')).toBeTruthy();
    // A malformed value never reaches the server.
    expect(post.mock.calls.some(([path]) => path === '/rest/user/checkLoginName')).toBe(false);

    change(form, '登录名', 'devlead');
    expect(await screen.findByText(zh(USER_MESSAGES.loginNameTaken))).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/rest/user/checkLoginName',
      { loginName: 'devlead' },
      expect.anything(),
    );
  });

  it('saves a new user with the generated number and says so', async () => {
    saveButtonAuth(['USER_VIEW', 'USER_ADD']);
    answerWith(post, {
      '/rest/user/checkLoginName': () => ({ valid: true }),
      '/rest/user/add': (body) => ({ ...body, userId: 99, status: 1 }),
    });
    renderRoute(<UserListPage />);
    fireEvent.click(await screen.findByTestId('user-add'));
    const form = await screen.findByTestId('user-form');
    await waitFor(() => expect((screen.getByTestId('user-no') as HTMLInputElement).value).toBe('U000123'));
    change(form, '登录名', 'newbie');
    change(form, '姓名', '新同事');
    change(form, '初始密码', 'Welcome2026');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功!')).toBeTruthy();
    const add = post.mock.calls.find(([path]) => path === '/rest/user/add')?.[1];
    expect(add).toMatchObject({
      loginName: 'newbie',
      realname: '新同事',
      password: 'Welcome2026',
      userNo: 'U000123',
    });
    expect(add).toMatchObject({ status: 1 });
    // One call: the status travels with the form, never through a second freeze call.
    expect(post.mock.calls.some(([path]) => path === '/rest/user/frozenUpdate')).toBe(false);
  });

  it('freezes a user from the form in the same update call', async () => {
    saveButtonAuth(['USER_VIEW', 'USER_EDIT', 'USER_FREEZE']);
    answerWith(post, {
      '/rest/user/detail': () => ({ ...USER, roleIds: [], roles: [], posts: [] }),
      '/rest/user/update': (body) => ({ ...USER, ...body }),
    });
    renderRoute(<UserListPage />);
    fireEvent.click(await screen.findByTestId('action-edit'));
    const form = await screen.findByTestId('user-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('姓名') as HTMLInputElement).value).toBe('陈开发'),
    );
    fireEvent.click(await within(form).findByLabelText('冻结'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(post.mock.calls.some(([path]) => path === '/rest/user/update')).toBe(true));
    const update = post.mock.calls.find(([path]) => path === '/rest/user/update')?.[1];
    expect(update).toMatchObject({ userId: 7, status: 2 });
    expect(post.mock.calls.some(([path]) => path === '/rest/user/frozenUpdate')).toBe(false);
  });

  it('tells why a delete was refused', async () => {
    saveButtonAuth(['USER_VIEW', 'USER_DEL']);
    answerWith(post, { '/rest/user/delete': rejectWith(422, USER_MESSAGES.lastAdmin) });
    renderRoute(<UserListPage />);
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('至少需要保留一个可用的系统管理员账号')).toBeTruthy();
  });

  it('offers in the roles dialog only the roles the signed-in user may grant', async () => {
    saveButtonAuth(['USER_VIEW', 'USER_EDIT']);
    answerWith(post, {
      '/rest/role/all': () => [
        { roleId: 1, roleCode: 'SYS_ADMIN', roleName: '系统管理员', grantable: false },
        { roleId: 5, roleCode: 'DEPT_MANAGER', roleName: '部门管理员', grantable: true },
      ],
      '/rest/user/roles': () => [],
    });
    renderRoute(<UserListPage />);
    fireEvent.click(await screen.findByTestId('action-roles'));
    const dialog = await screen.findByTestId('bind-roles');
    const admin = (await within(dialog).findByLabelText('系统管理员')) as HTMLInputElement;
    const manager = within(dialog).getByLabelText('部门管理员') as HTMLInputElement;
    expect(admin.disabled).toBe(true);
    expect(manager.disabled).toBe(false);
  });

  it('opens the view its address names: the form filled, the page and filters fetched', async () => {
    saveButtonAuth(['USER_VIEW']);
    const { router } = renderRoute(<UserListPage />, {
      url: '/?realname=%E5%BC%A0&status=2&page=2&size=20&from=home&status=x',
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/rest/user/page', {
        realname: '张',
        status: 2,
        pageNum: 2,
        pageSize: 20,
      }),
    );
    const realname = document.getElementById('realname') as HTMLInputElement;
    expect(realname.value).toBe('张');
    expect(await screen.findByTitle('冻结')).toBeTruthy();

    // A new search starts from page 1, keeps the page size and the unrelated parameter.
    fireEvent.change(realname, { target: { value: '李' } });
    fireEvent.click(screen.getByTestId('search-query'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=home&realname=%E6%9D%8E&status=2&size=20'),
    );
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/rest/user/page', {
        realname: '李',
        status: 2,
        pageNum: 1,
        pageSize: 20,
      }),
    );

    // Back shows the first view again, in the form too.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(realname.value).toBe('张'));
  });

  it('reads a hand-edited bad address as the default list', async () => {
    saveButtonAuth(['USER_VIEW']);
    renderRoute(<UserListPage />, { url: '/?page=-1&size=7&status=abc&sort=x;y,asc' });
    expect(await screen.findByTestId('user-login-7')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/user/page', { pageNum: 1, pageSize: 10 });
  });
});
