import { MENU_MESSAGES } from '@awards/shared/menus';
import { ApiError } from '@awards/web-common/apiError';
import { failuresShownInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { menuView } from '../testMenus';
import { MenuListPage } from './MenuListPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const TREE = [
  menuView(1, '系统管理', [menuView(11, '用户管理', undefined, { parentMenuId: 1, menuType: 1 })], {
    builtIn: true,
  }),
  menuView(2, '看板', undefined, { menuNameI18n: { zh_TW: '看板', en_GB: 'Board' } }),
];
// antd validates a form in several ticks; on the shared 2-core machine that can take seconds.
const ALL = ['MENU_VIEW', 'MENU_ADD', 'MENU_ADDSUB', 'MENU_EDIT', 'MENU_DEL', 'MENU_BATCHDEL', 'MENU_SORT'];

function answer(overrides: Record<string, (body: unknown) => unknown> = {}) {
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (overrides[path]) return overrides[path](body);
    if (path === '/rest/menu/tree') return TREE;
    if (path === '/rest/app/selectList')
      return [{ appId: 1, appCode: 'portal', appName: '后台', appStatus: 1 }];
    if (path === '/rest/icon/list') return { icons: [] };
    return null;
  });
}

const calls = (path: string) => post.mock.calls.filter(([p]) => p === path).map(([, body]) => body);

beforeEach(() => {
  post.mockReset();
  answer();
});
afterEach(() => changeLocale('zh_CN'));

describe('MenuListPage', () => {
  it('shows the top menus and only the buttons the user holds', async () => {
    saveButtonAuth(['MENU_VIEW', 'MENU_EDIT']);
    renderRoute(<MenuListPage />);
    expect(await screen.findByTestId('menu-name-1')).toBeTruthy();
    expect(screen.getByTestId('menu-name-2').textContent).toBe('看板');
    expect(screen.queryByTestId('menu-add')).toBeNull();
    expect(screen.queryByTestId('menu-batch-delete')).toBeNull();
    expect(screen.getAllByTestId('action-edit')).toHaveLength(2);
    expect(screen.queryByTestId('action-addSub')).toBeNull();
  });

  it('offers no delete for a built-in menu', async () => {
    saveButtonAuth(ALL);
    renderRoute(<MenuListPage />);
    const builtIn = (await screen.findByTestId('menu-name-1')).closest('tr') as HTMLElement;
    const custom = screen.getByTestId('menu-name-2').closest('tr') as HTMLElement;
    // Buttons, rules, up, down (and delete) fold into "more"; only the custom row has delete.
    fireEvent.click(within(custom).getByTestId('action-more'));
    expect(await screen.findByTestId('action-delete')).toBeTruthy();
    fireEvent.click(within(builtIn).getByTestId('action-more'));
    await waitFor(() => expect(screen.getAllByTestId('action-delete')).toHaveLength(1));
  });

  it('shows the shared schema’s messages before calling the server', async () => {
    saveButtonAuth(ALL);
    renderRoute(<MenuListPage />);
    fireEvent.click(await screen.findByTestId('menu-add'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入菜单名称')).toBeTruthy();
    expect(screen.getByText('请输入菜单路径')).toBeTruthy();
    expect(calls('/rest/menu/add')).toHaveLength(0);
  });

  it('puts a conflict on the field it is about', async () => {
    saveButtonAuth(ALL);
    answer({
      '/rest/menu/add': () => {
        throw new ApiError({
          status: 409,
          rtnCode: '409',
          message: '菜单路径已存在',
          ref: MENU_MESSAGES.urlTaken,
        });
      },
    });
    renderRoute(<MenuListPage />);
    fireEvent.click(await screen.findByTestId('menu-add'));
    const form = await screen.findByTestId('menu-form-fields');
    fireEvent.change(within(form).getByLabelText('菜单名称'), { target: { value: '看板' } });
    fireEvent.change(within(form).getByLabelText('菜单路径'), { target: { value: '/m2' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('菜单路径已存在')).toBeTruthy();
    expect(calls('/rest/menu/add')[0]).toMatchObject({
      menuName: '看板',
      menuUrl: '/m2',
      appId: 1,
      route: '1',
    });
  });

  it('edits a title and says so', async () => {
    saveButtonAuth(ALL);
    renderRoute(<MenuListPage />);
    const row = (await screen.findByTestId('menu-name-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-edit'));
    const name = within(await screen.findByTestId('menu-form-fields')).getByLabelText('菜单名称');
    expect((name as HTMLInputElement).value).toBe('看板');
    fireEvent.change(name, { target: { value: '数据看板' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    expect(calls('/rest/menu/edit')[0]).toMatchObject({ menuId: 2, menuName: '数据看板' });
  });

  // Spec 001 §8.4: every menu operation says 'Menu operation successful' in English.
  it('says Menu operation successful in English after an edit', async () => {
    await changeLocale('en_GB');
    saveButtonAuth(ALL);
    renderRoute(<MenuListPage />);
    const row = (await screen.findByTestId('menu-name-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-edit'));
    await screen.findByTestId('menu-form-fields');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Menu operation successful')).toBeTruthy();
    expect(calls('/rest/menu/edit')[0]).toMatchObject({ menuId: 2 });
  });

  it('asks before deleting child menus too, then resends with cascade', async () => {
    saveButtonAuth(ALL);
    const deletes: unknown[] = [];
    answer({
      '/rest/menu/delete': (body) => {
        deletes.push(body);
        if ((body as { cascade?: boolean }).cascade) return null;
        throw new ApiError({
          status: 422,
          rtnCode: '505',
          message: '该菜单下有子菜单，确认后将一并删除（看板）',
          ref: MENU_MESSAGES.hasChildrenOf({ name: '看板' }),
          dataSet: { menuId: 2, childCount: 1, needsCascade: true },
        });
      },
    });
    renderRoute(<MenuListPage />);
    const row = (await screen.findByTestId('menu-name-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    fireEvent.click(await screen.findByRole('button', { name: '一并删除' }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    expect(deletes).toEqual([{ menuId: 2 }, { menuId: 2, cascade: true }]);
  });

  it('shows the titles in the interface language, the zh_CN one where none is entered', async () => {
    saveButtonAuth(ALL);
    await changeLocale('en_GB');
    renderRoute(<MenuListPage />);
    expect((await screen.findByTestId('menu-name-2')).textContent).toBe('Board');
    expect(screen.getByTestId('menu-name-1').textContent).toBe('系统管理');
  });

  it('adds a menu with its zh_TW and en_GB titles', async () => {
    saveButtonAuth(ALL);
    renderRoute(<MenuListPage />);
    fireEvent.click(await screen.findByTestId('menu-add'));
    const form = await screen.findByTestId('menu-form-fields');
    fireEvent.change(within(form).getByLabelText('菜单名称'), { target: { value: '帮助' } });
    fireEvent.change(within(form).getByLabelText('菜单名称（繁体中文）'), { target: { value: '說明' } });
    fireEvent.change(within(form).getByLabelText('菜单名称（English）'), { target: { value: 'Help' } });
    fireEvent.change(within(form).getByLabelText('菜单路径'), { target: { value: '/help' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功!')).toBeTruthy();
    expect(calls('/rest/menu/add')[0]).toMatchObject({
      menuName: '帮助',
      menuNameI18n: { zh_TW: '說明', en_GB: 'Help' },
    });
  });

  it('edits the translations it shows, and clears one', async () => {
    saveButtonAuth(ALL);
    renderRoute(<MenuListPage />);
    const row = (await screen.findByTestId('menu-name-2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByTestId('menu-form-fields');
    const english = within(form).getByLabelText('菜单名称（English）') as HTMLInputElement;
    expect(english.value).toBe('Board');
    fireEvent.change(english, { target: { value: 'Dashboard board' } });
    fireEvent.change(within(form).getByLabelText('菜单名称（繁体中文）'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    const sent = calls('/rest/menu/edit')[0] as { menuNameI18n: Record<string, string> };
    expect(sent.menuNameI18n.en_GB).toBe('Dashboard board');
    expect(sent.menuNameI18n.zh_TW ?? '').toBe('');
  });

  it('shows a failed tree as an error with a retry, not as "no data"', async () => {
    saveButtonAuth(ALL);
    let shownInPlace = false;
    answer({
      '/rest/menu/tree': () => {
        shownInPlace = failuresShownInPlace();
        throw new ApiError({ status: 400, rtnCode: '400', message: '查询条件有误' });
      },
    });
    renderRoute(<MenuListPage />);
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.getByText('查询条件有误')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    // Told in place only: the call does not notify as well.
    expect(shownInPlace).toBe(true);
    answer();
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(await screen.findByTestId('menu-name-2')).toBeTruthy();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });
});
