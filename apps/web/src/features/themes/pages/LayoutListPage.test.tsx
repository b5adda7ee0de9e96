import type { LayoutView } from '@awards/shared/themes';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { LayoutListPage } from './LayoutListPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);
const SLOW = { timeout: 5000 };

const TOP: LayoutView = {
  layoutId: 2,
  layoutName: '顶部菜单布局',
  menuMode: 'top',
  config: { multiTab: true },
  remarks: null,
  createBy: null,
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === '/rest/layout/query')
      return { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [TOP] };
    if (path === '/rest/layout/getById' || path === '/rest/layout/update') return TOP;
    return null;
  });
});

describe('LayoutListPage', () => {
  it('lists the layouts with how many properties each sets', async () => {
    saveButtonAuth(['LAYOUT_VIEW']);
    renderRoute(<LayoutListPage />);
    const row = (await screen.findByTestId('layout-2', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('顶部菜单')).toBeTruthy();
    expect(within(row).getByText('已改 1 项')).toBeTruthy();
    expect(screen.queryByTestId('layout-add')).toBeNull();
    expect(screen.queryByTestId('action-edit')).toBeNull();
  });

  it('saves the properties that differ from their defaults, and only those', async () => {
    saveButtonAuth(['LAYOUT_VIEW', 'LAYOUT_EDIT']);
    renderRoute(<LayoutListPage />, { url: '/?form=edit:2' });
    const form = await screen.findByTestId('layout-form', {}, SLOW);
    fireEvent.click(within(form).getByLabelText('固定顶栏'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('编辑成功!', {}, SLOW)).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/rest/layout/update',
      {
        layoutId: 2,
        layoutName: '顶部菜单布局',
        menuMode: 'top',
        remarks: '',
        config: { fixHeader: true, multiTab: true },
      },
      { silent: true },
    );
  });
});
