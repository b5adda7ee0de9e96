import { http } from '@awards/web-common/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../components/DataTable/testTable';
import { renderRoute } from '../../../test/renderWithProviders';
import { PERMISSION_TREE, ROLE } from '../testRoles';
import { RoleDataRulesDrawer } from './RoleDataRulesDrawer';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const rule = (ruleId: number, ruleName: string, status = 1) => ({
  ruleId,
  menuId: PERMISSION_TREE[0]!.menuId,
  menuName: PERMISSION_TREE[0]!.menuName,
  ruleName,
  ruleColumn: 'createBy',
  ruleConditions: '=',
  ruleValue: '#{sys_login_name}',
  status,
  createBy: null,
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
});

beforeEach(() => {
  stubResizeObserver();
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/role/permissionTree') return PERMISSION_TREE;
    if (path === '/rest/role/dataRules')
      return {
        menuId: PERMISSION_TREE[0]!.menuId,
        rules: [rule(7, '本人'), rule(8, '旧规则', 0)],
        ruleIds: [8],
      };
    if (path === '/rest/role/bindDataRules') return { ...(body as object), rules: [], ruleIds: [7] };
    return null;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('RoleDataRulesDrawer', () => {
  it('shows a menu’s rules with the bound ones ticked and saves the new choice', async () => {
    renderRoute(<RoleDataRulesDrawer role={ROLE} onClose={() => {}} />);
    const select = screen.getByRole('combobox');
    await waitFor(() => expect(post).toHaveBeenCalledWith('/rest/role/permissionTree'));
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle(PERMISSION_TREE[0]!.menuName));

    const own = (await screen.findByLabelText(/^本人/)) as HTMLInputElement;
    const old = screen.getByLabelText(/^旧规则.*已停用/) as HTMLInputElement;
    expect(own.checked).toBe(false);
    expect(old.checked).toBe(true);
    fireEvent.click(own);
    fireEvent.click(old);
    fireEvent.click(screen.getByTestId('role-rules-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/role/bindDataRules',
        { roleId: ROLE.roleId, menuId: PERMISSION_TREE[0]!.menuId, ruleIds: [7] },
        { silent: true },
      ),
    );
    expect(await screen.findByText('保存成功!')).toBeTruthy();
  });
});
