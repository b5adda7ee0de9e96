import { type MessageRef, renderMessage } from '@awards/shared/i18n';
import { ROLE_MESSAGES } from '@awards/shared/roles';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { ROLE } from '../testRoles';
import { RoleListPage } from './RoleListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

function answer(overrides: Record<string, (body?: unknown) => unknown> = {}) {
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (overrides[path]) return overrides[path](body);
    if (path === '/rest/role/page')
      return { pageNum: 1, pageSize: 50, totalCount: 1, totalPage: 1, result: [ROLE] };
    if (path === '/rest/organ/treeOptions') return [];
    return null;
  });
}
/** The server's refusal: its message rendered in the language asked for (zh_CN here), and its key. */
const reject = (status: number, ref: MessageRef) => () => {
  throw new ApiError({ status, rtnCode: status === 422 ? '505' : String(status), message: zh(ref), ref });
};
const zh = (ref: string) => renderMessage(ref, 'zh_CN');

beforeEach(() => {
  post.mockReset();
  answer();
});
afterEach(() => changeLocale('zh_CN'));
const calls = (path: string) => post.mock.calls.filter(([p]) => p === path).map(([, body]) => body);

describe('RoleListPage', () => {
  it('hides what the user may not do', async () => {
    saveButtonAuth(['ROLE_VIEW', 'ROLE_USER']);
    renderRoute(<RoleListPage />);
    await screen.findByTestId('role-name-DEPT_MANAGER');
    expect(screen.queryByTestId('role-add')).toBeNull();
    expect(screen.queryByTestId('action-edit')).toBeNull();
    expect(screen.queryByTestId('action-permissions')).toBeNull();
    expect(screen.getByTestId('action-users')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/role/page', { pageNum: 1, pageSize: 50 });
  });

  it('checks the role code’s format, then asks the server whether it is free', async () => {
    saveButtonAuth(['ROLE_VIEW', 'ROLE_ADD']);
    answer({ '/rest/role/checkRoleCode': reject(409, ROLE_MESSAGES.roleCodeTaken) });
    renderRoute(<RoleListPage />);
    fireEvent.click(await screen.findByTestId('role-add'));
    const form = await screen.findByTestId('role-form');
    fireEvent.change(within(form).getByLabelText('角色编码'), { target: { value: 'bad code' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(zh(ROLE_MESSAGES.roleCodeRule))).toBeTruthy();
    expect(screen.getByText(zh(ROLE_MESSAGES.roleNameRequired))).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('角色编码'), { target: { value: 'DEPT_MANAGER' } });
    expect(await screen.findByText(zh(ROLE_MESSAGES.roleCodeTaken))).toBeTruthy();
  });

  it('tells why a role cannot be deleted', async () => {
    saveButtonAuth(['ROLE_VIEW', 'ROLE_DEL']);
    answer({ '/rest/role/delete': reject(422, ROLE_MESSAGES.inUse({ count: 3 })) });
    renderRoute(<RoleListPage />);
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该角色已被 3 个用户使用，不能删除')).toBeTruthy();
  });

  it('disables adding users to a role the signed-in user may not grant', async () => {
    saveButtonAuth(['ROLE_VIEW', 'ROLE_USER']);
    const pageOf = (role: typeof ROLE) => () => ({
      pageNum: 1,
      pageSize: 50,
      totalCount: 1,
      totalPage: 1,
      result: [role],
    });
    answer({
      '/rest/role/page': pageOf({ ...ROLE, grantable: false }),
      '/rest/role/users': () => ({ pageNum: 1, pageSize: 10, totalCount: 0, totalPage: 0, result: [] }),
    });
    const { unmount } = renderRoute(<RoleListPage />);
    fireEvent.click(await screen.findByTestId('action-users'));
    expect(((await screen.findByTestId('role-users-add')) as HTMLButtonElement).disabled).toBe(true);
    unmount();

    answer({
      '/rest/role/users': () => ({ pageNum: 1, pageSize: 10, totalCount: 0, totalPage: 0, result: [] }),
    });
    renderRoute(<RoleListPage />);
    fireEvent.click(await screen.findByTestId('action-users'));
    expect(((await screen.findByTestId('role-users-add')) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names roles in the interface language, the zh_CN name where none is entered', async () => {
    saveButtonAuth(['ROLE_VIEW', 'ROLE_MENU']);
    await changeLocale('en_GB');
    renderRoute(<RoleListPage />);
    expect((await screen.findByTestId('role-name-DEPT_MANAGER')).textContent).toContain('Department head');
    await changeLocale('zh_TW');
    expect((await screen.findByTestId('role-name-DEPT_MANAGER')).textContent).toContain('部门负责人');
  });

  it('edits the zh_TW and en_GB names with the role', async () => {
    saveButtonAuth(['ROLE_VIEW', 'ROLE_EDIT']);
    answer({
      '/rest/role/detail': () => ROLE,
      '/rest/role/update': (body) => ({ ...ROLE, ...(body as { roleEntity: object }).roleEntity }),
    });
    renderRoute(<RoleListPage />, { url: `/?form=edit:${ROLE.roleId}` });
    const form = await screen.findByTestId('role-form');
    const english = within(form).getByLabelText('角色名称（English）') as HTMLInputElement;
    expect(english.value).toBe('Department head');
    fireEvent.change(english, { target: { value: 'Head of department' } });
    fireEvent.change(within(form).getByLabelText('角色名称（繁体中文）'), {
      target: { value: '部門負責人' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    expect(calls('/rest/role/update')[0]).toMatchObject({
      roleEntity: {
        roleId: ROLE.roleId,
        roleName: '部门负责人',
        roleNameI18n: { zh_TW: '部門負責人', en_GB: 'Head of department' },
      },
    });
  });
});
