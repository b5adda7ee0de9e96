import type { MenuPreferences, PreferredMenu } from '@awards/shared/preferences';
import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderWithProviders';
import { ProductsDrawer } from './ProductsDrawer';
import { TEST_MENU } from './testMenu';

const preferred = (menuId: number, name: string, visitCount = 0): PreferredMenu => ({
  menuId,
  name,
  path: '',
  title: '',
  icon: null,
  appCode: 'portal',
  visitCount,
  lastVisitTime: null,
  starred: false,
});

const ok = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let prefs: MenuPreferences;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  // Identical calls within 500 ms share one answer, across tests too.
  resetResubmitGuard();
  setItem(STORAGE_KEYS.accessToken, 'token-1234567890abcdefghij', SESSION_TTL_MS);
  prefs = {
    favourites: [preferred(3, 'prize')],
    frequent: [preferred(5, 'system-users', 7), preferred(3, 'prize', 2)],
    recent: [preferred(3, 'prize'), preferred(5, 'system-users'), preferred(99, 'gone')],
  };
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/rest/home/index')) return ok({ menu: TEST_MENU });
    if (url.endsWith('/rest/preference/menus')) return ok(prefs);
    if (url.endsWith('/rest/preference/star')) {
      const { menuId } = JSON.parse(String(init?.body));
      prefs = { ...prefs, favourites: [preferred(menuId, 'x'), ...prefs.favourites] };
      return ok(prefs);
    }
    return ok({ recorded: true });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const count = (testId: string) => screen.getByTestId(`${testId}-count`).textContent;

describe('ProductsDrawer', () => {
  it('shows favourites, frequent and recent pages with their counts, without menus no longer held', async () => {
    renderRoute(<ProductsDrawer open onClose={() => {}} />);
    await waitFor(() => expect(count('products-recent')).toBe('（2）'));
    expect(count('products-favourites')).toBe('（1）');
    expect(count('products-frequent')).toBe('（2）');
    expect(count('products-all')).toBe('（4）');
    const frequent = screen.getByTestId('products-frequent');
    expect(within(frequent).getByText('7 次')).toBeTruthy();
    expect(screen.getAllByTestId('star-prize')[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('searches the pages by title and counts the results', async () => {
    renderRoute(<ProductsDrawer open onClose={() => {}} />);
    await screen.findAllByTestId('menu-row-system-roles');
    fireEvent.change(screen.getByPlaceholderText('搜索菜单'), { target: { value: '角色' } });
    expect(screen.getByTestId('products-results-count').textContent).toBe('找到 1 个结果');
    expect(within(screen.getByTestId('products-results')).getByText('角色管理')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索菜单'), { target: { value: 'zzz' } });
    expect(screen.getByText('没有找到匹配的菜单')).toBeTruthy();
  });

  it('stars a page through the server and shows the new favourites', async () => {
    renderRoute(<ProductsDrawer open onClose={() => {}} />);
    await waitFor(() => expect(count('products-favourites')).toBe('（1）'));
    const allList = screen.getByTestId('products-all');
    fireEvent.click(within(allList).getByTestId('star-system-roles'));
    await waitFor(() => expect(count('products-favourites')).toBe('（2）'));
    const star = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/rest/preference/star'));
    expect(JSON.parse(String(star?.[1]?.body))).toEqual({ menuId: 6 });
  });

  it('opens a page: navigates, records the visit and closes', async () => {
    const onClose = vi.fn();
    const { router } = renderRoute(<ProductsDrawer open onClose={onClose} />);
    const allList = await screen.findByTestId('products-all');
    fireEvent.click(
      within(await within(allList).findByTestId('menu-row-system-users')).getByText('用户管理'),
    );
    expect(router.state.location.pathname).toBe('/_system/users');
    expect(onClose).toHaveBeenCalled();
    const visit = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/rest/preference/visit'));
    expect(JSON.parse(String(visit?.[1]?.body))).toEqual({ path: '/_system/users' });
  });
});
