import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { PERMISSION_TREE, ROLE } from '../testRoles';
import { PermissionDrawer } from './PermissionDrawer';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

/** The checkbox of the tree node whose title reads `text`, and whether it is ticked. */
function nodeOf(text: string) {
  const node = screen.getByText(text).closest('.ant-tree-treenode') as HTMLElement;
  const box = node.querySelector('.ant-tree-checkbox') as HTMLElement;
  return { box, checked: () => box.classList.contains('ant-tree-checkbox-checked') };
}

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/role/permissionTree') return PERMISSION_TREE;
    if (path === '/rest/role/getPermission') return { roleId: 5, menuIds: [1, 3], buttonIds: [31] };
    if (path === '/rest/role/bindPermission') return body;
    return null;
  });
});

describe('PermissionDrawer', () => {
  it('shows the role’s grants ticked, links ticks up the tree and saves both id sets', async () => {
    renderRoute(<PermissionDrawer role={ROLE} onClose={() => {}} />);
    await screen.findByText('USER_VIEW');
    await waitFor(() => expect(nodeOf('角色管理').checked()).toBe(true));
    expect(nodeOf('ROLE_VIEW').checked()).toBe(true);
    expect(nodeOf('用户管理').checked()).toBe(false);
    expect(nodeOf('USER_VIEW').checked()).toBe(false);

    fireEvent.click(nodeOf('USER_VIEW').box);
    expect(nodeOf('USER_VIEW').checked()).toBe(true);
    expect(nodeOf('用户管理').checked()).toBe(true);
    expect(nodeOf('USER_ADD').checked()).toBe(false);

    fireEvent.click(nodeOf('角色管理').box);
    expect(nodeOf('ROLE_VIEW').checked()).toBe(false);

    fireEvent.click(screen.getByTestId('permission-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/role/bindPermission',
        { roleId: 5, menuIds: [1, 2], buttonIds: [21] },
        { silent: true },
      ),
    );
    expect(await screen.findByText('保存成功!')).toBeTruthy();
  });

  it('says why the grants could not change', async () => {
    post.mockImplementation(async (path: string) => {
      if (path === '/rest/role/permissionTree') return PERMISSION_TREE;
      if (path === '/rest/role/getPermission') return { roleId: 1, menuIds: [], buttonIds: [] };
      throw new ApiError({
        status: 422,
        rtnCode: '505',
        message: '系统管理员角色始终拥有全部权限，不能修改',
      });
    });
    renderRoute(<PermissionDrawer role={{ ...ROLE, roleId: 1 }} onClose={() => {}} />);
    await screen.findByText('USER_VIEW');
    fireEvent.click(screen.getByTestId('permission-save'));
    expect(await screen.findByText('系统管理员角色始终拥有全部权限，不能修改')).toBeTruthy();
  });
});
