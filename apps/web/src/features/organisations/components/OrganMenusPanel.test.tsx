import type { PermissionNode } from '@awards/shared/roles';
import { http } from '@awards/web-common/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../components/DataTable/testTable';
import { renderRoute } from '../../../test/renderWithProviders';
import { OrganMenusPanel } from './OrganMenusPanel';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const TREE: PermissionNode[] = [
  {
    menuId: 2,
    parentMenuId: null,
    menuName: '用户管理',
    menuNameI18n: {},
    menuUrl: '/users',
    menuIcon: null,
    menuType: 1,
    menuSort: 1,
    buttons: [
      { buttonId: 21, buttonCode: 'view', buttonPerms: 'USER_VIEW', name: '查看', sortNum: 1 },
      { buttonId: 22, buttonCode: 'add', buttonPerms: 'USER_ADD', name: '新增', sortNum: 2 },
    ],
    children: [],
  },
];

const box = (text: string) =>
  (screen.getByText(text).closest('.ant-tree-treenode') as HTMLElement).querySelector(
    '.ant-tree-checkbox',
  ) as HTMLElement;
const ticked = (text: string) => box(text).classList.contains('ant-tree-checkbox-checked');

beforeEach(() => {
  stubResizeObserver();
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/organ/menus') return { organId: 5, menuIds: [2], buttonIds: [21], tree: TREE };
    if (path === '/rest/organ/bindMenus') return body;
    return null;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('OrganMenusPanel', () => {
  it('shows the grant ticked without widening it, and saves the ticked and half-ticked ids', async () => {
    renderRoute(<OrganMenusPanel organId={5} />);
    await screen.findByText('查看 (USER_VIEW)');
    await waitFor(() => expect(ticked('查看 (USER_VIEW)')).toBe(true));
    // The menu is granted, but ticking it would tick 新增 too.
    expect(ticked('新增 (USER_ADD)')).toBe(false);

    fireEvent.click(box('新增 (USER_ADD)'));
    await waitFor(() => expect(ticked('用户管理')).toBe(true));
    fireEvent.click(box('查看 (USER_VIEW)'));
    fireEvent.click(screen.getByTestId('organ-menus-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/organ/bindMenus',
        { organId: 5, menuIds: [2], buttonIds: [22] },
        { silent: true },
      ),
    );
    expect(await screen.findByText('保存成功!')).toBeTruthy();
  });
});
