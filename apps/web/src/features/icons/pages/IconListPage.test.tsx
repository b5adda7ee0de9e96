import type { IconView } from '@awards/shared/icons';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { IconListPage } from './IconListPage';

// The boundary: every call of the page goes through http.post, answered here by path.
vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const CUP: IconView = {
  iconId: 3,
  iconTitle: '奖杯',
  pathContent: 'M100 100L900 100L512 900Z',
  viewBox: '0 0 1024 1024',
  sortNumber: 1,
  createBy: null,
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) =>
    path === '/rest/icon/page'
      ? { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [CUP] }
      : null,
  );
});

describe('IconListPage', () => {
  it('draws each icon from its path data, and offers only what the user may do', async () => {
    saveButtonAuth(['ICON_VIEW', 'ICON_DEL']);
    renderRoute(<IconListPage />);
    const preview = await screen.findByTestId('icon-preview-3');
    expect(preview.querySelector('path')?.getAttribute('d')).toBe(CUP.pathContent);
    expect(screen.getByText('custom:3')).toBeTruthy();
    expect(screen.queryByTestId('icon-add')).toBeNull();
    expect(screen.queryByTestId('action-edit')).toBeNull();
    expect(screen.getByTestId('action-delete')).toBeTruthy();
  });

  it('refuses markup in the path with the shared message and draws nothing', async () => {
    saveButtonAuth(['ICON_VIEW', 'ICON_ADD']);
    renderRoute(<IconListPage />);
    fireEvent.click(await screen.findByTestId('icon-add'));
    const form = await screen.findByTestId('icon-form');
    fireEvent.change(within(form).getByLabelText('图标名称'), { target: { value: '脚本' } });
    fireEvent.change(within(form).getByLabelText('路径数据'), {
      target: { value: '<script>alert(1)</script>' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText('图标路径只能是SVG路径数据（以M开头，仅含路径命令、数字和分隔符）'),
    ).toBeTruthy();
    expect(screen.getByTestId('icon-form-preview').querySelector('path')).toBeNull();
    expect(post).not.toHaveBeenCalledWith('/rest/icon/add', expect.anything(), expect.anything());

    fireEvent.change(within(form).getByLabelText('路径数据'), { target: { value: 'M0 0L10 10Z' } });
    await waitFor(() =>
      expect(screen.getByTestId('icon-form-preview').querySelector('path')?.getAttribute('d')).toBe(
        'M0 0L10 10Z',
      ),
    );
  });
});
