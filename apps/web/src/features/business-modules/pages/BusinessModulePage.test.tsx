import type { BusinessModuleView } from '@awards/shared/business-modules';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { BusinessModulePage } from './BusinessModulePage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const ROWS: BusinessModuleView[] = [
  {
    busType: 'declaration',
    busTypeName: '申报书',
    page: '/declare/list',
    busId: 'declaration',
    busIdName: '申报ID',
    opensRecord: true,
  },
  {
    busType: 'statistics',
    busTypeName: '统计分析',
    page: '/statistics',
    busId: 'none',
    busIdName: '无',
    opensRecord: false,
  },
];

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (_path: string, body?: unknown) =>
    (body as { keyword?: string }).keyword ? ROWS.slice(1) : ROWS,
  );
});

describe('BusinessModulePage', () => {
  it('lists the registry with its names, the page a busId opens and whether it opens the record', async () => {
    saveButtonAuth(['BUSMODULE_VIEW']);
    renderRoute(<BusinessModulePage />);
    const row = (await screen.findByTestId('bus-module-declaration')).closest('tr')!;
    expect(within(row).getByText('申报书')).toBeTruthy();
    expect(within(row).getByText('/declare/list')).toBeTruthy();
    expect(within(row).getByText('打开该记录')).toBeTruthy();
    expect(screen.getByText('仅打开页面')).toBeTruthy();
    // Read-only: no add, edit or delete.
    expect(screen.queryByTestId('action-edit')).toBeNull();
    expect(post).toHaveBeenCalledWith('/rest/busModule/list', {});
  });

  it('searches by a word', async () => {
    saveButtonAuth(['BUSMODULE_VIEW']);
    renderRoute(<BusinessModulePage />);
    await screen.findByTestId('bus-module-declaration');
    fireEvent.change(screen.getByLabelText('业务类型或名称'), { target: { value: '统计' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/rest/busModule/list', { keyword: '统计' }));
    await waitFor(() => expect(screen.queryByTestId('bus-module-declaration')).toBeNull());
  });
});
