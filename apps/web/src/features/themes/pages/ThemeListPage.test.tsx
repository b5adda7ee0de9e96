import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { themeView } from '../testThemes';
import { ThemeListPage } from './ThemeListPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);
const ALL = ['THEME_VIEW', 'THEME_ADD', 'THEME_EDIT', 'THEME_DEL', 'THEME_ENABLE'];

const DAWN = themeView(1, '拂晓蓝', { ifSelected: true, selected: true });
const DUSK = themeView(2, '薄暮', { primaryColor: '#f5222d', color1: '#fa8c16' });

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/theme/query')
      return { pageNum: 1, pageSize: 10, totalCount: 2, totalPage: 1, result: [DAWN, DUSK] };
    if (path === '/rest/layout/selectList')
      return [{ layoutId: 1, layoutName: '侧边菜单布局', menuMode: 'side' }];
    if (path === '/rest/theme/getById') {
      const { themeId } = body as { themeId: number };
      if (themeId === 9) throw new ApiError({ status: 404, rtnCode: '404', message: '主题不存在' });
      return themeId === 2 ? DUSK : DAWN;
    }
    if (path === '/rest/dict/getDictItems') return { dictList: [] };
    return null;
  });
});

afterEach(() => changeLocale('zh_CN'));

const rowOf = (themeId: number) => screen.getByTestId(`theme-${themeId}`).closest('tr') as HTMLElement;

describe('ThemeListPage', () => {
  it('shows the colours, and lets the default be neither deleted nor made default again', async () => {
    saveButtonAuth(ALL);
    renderRoute(<ThemeListPage />);
    await screen.findByTestId('theme-2');
    expect(screen.getByTestId('swatches-2').querySelectorAll('span[style]').length).toBe(3);
    expect(within(rowOf(1)).getByText('系统默认')).toBeTruthy();
    expect(within(rowOf(1)).queryByTestId('action-delete')).toBeNull();
    expect(within(rowOf(2)).getByTestId('action-delete')).toBeTruthy();
  });

  it('makes a theme the system default after confirmation', async () => {
    saveButtonAuth(['THEME_VIEW', 'THEME_ENABLE']);
    renderRoute(<ThemeListPage />);
    await screen.findByTestId('theme-2');
    fireEvent.click(within(rowOf(2)).getByTestId('action-setDefault'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('设置成功!')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/theme/setGlobalDefault', { themeId: 2 }, { silent: true });
  });

  it('refuses a footer both fixed and hidden with the shared message, before the server', async () => {
    saveButtonAuth(ALL);
    renderRoute(<ThemeListPage />, { url: '/?form=edit:2' });
    const form = await screen.findByTestId('theme-form');
    fireEvent.click(within(form).getByLabelText('固定页脚'));
    fireEvent.click(within(form).getByLabelText('隐藏页脚'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('固定页脚与隐藏页脚不能同时开启')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/rest/theme/update', expect.anything(), expect.anything());
  });

  it('closes a link to a deleted theme with a message instead of an empty form', async () => {
    saveButtonAuth(ALL);
    const { router } = renderRoute(<ThemeListPage />, { url: '/?form=edit:9' });
    expect(await screen.findByText('该记录不存在或已被删除')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('theme-form')).toBeNull();
  });

  // Spec 001 §8.4: 'Theme added successfully' in English.
  it('says Theme added successfully in English', async () => {
    await changeLocale('en_GB');
    saveButtonAuth(ALL);
    renderRoute(<ThemeListPage />);
    await screen.findByTestId('theme-2');
    fireEvent.click(screen.getByTestId('theme-add'));
    const form = await screen.findByTestId('theme-form');
    fireEvent.change(within(form).getByLabelText('Theme name'), { target: { value: 'Dawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Theme added successfully')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/rest/theme/create',
      expect.objectContaining({ themeName: 'Dawn', layoutId: 1 }),
      expect.anything(),
    );
  });
});
