import { MONITOR_PATHS, type SqlMonitorInfo } from '@awards/shared/monitor';
import { ApiError } from '@awards/web-common/apiError';
import { failuresShownInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { SqlMonitorPage } from './SqlMonitorPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const stat = (query: string, calls: number, meanMs: number) => ({
  query,
  calls,
  totalMs: calls * meanMs,
  meanMs,
  maxMs: meanMs * 3,
  rows: null,
});
const INFO: SqlMonitorInfo = {
  source: 'server',
  since: '2026-11-21T00:00:00.000Z',
  slowest: [stat('select * from users where id = $1', 4, 250.5)],
  mostFrequent: [stat('select 1', 900, 0.1)],
  heaviest: [stat('select * from users where id = $1', 4, 250.5)],
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async () => INFO);
});

describe('SqlMonitorPage', () => {
  it('shows the source and each ranking with count, total, mean and max', async () => {
    saveButtonAuth(['SQL_VIEW']);
    renderRoute(<SqlMonitorPage />);
    expect((await screen.findByTestId('sql-source')).textContent).toContain('服务端自行采集');
    expect(await screen.findByText('select * from users where id = $1')).toBeTruthy();
    expect(screen.getByText('250.50')).toBeTruthy();
    expect(screen.getByText('751.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '最频繁语句' }));
    expect(await screen.findByText('select 1')).toBeTruthy();
    expect(screen.getByText('900')).toBeTruthy();
  });

  it('offers the reset only to a holder of SQL_RESET', async () => {
    saveButtonAuth(['SQL_VIEW']);
    const { unmount } = renderRoute(<SqlMonitorPage />);
    await screen.findByTestId('sql-source');
    expect(screen.queryByRole('button', { name: /重置统计/ })).toBeNull();
    unmount();
    saveButtonAuth(['SQL_VIEW', 'SQL_RESET']);
    renderRoute(<SqlMonitorPage />);
    await screen.findByTestId('sql-source');
    expect(screen.getByRole('button', { name: /重置统计/ })).toBeTruthy();
  });

  it('narrows to a keyword and refreshes on demand', async () => {
    saveButtonAuth(['SQL_VIEW']);
    renderRoute(<SqlMonitorPage />);
    await screen.findByTestId('sql-source');
    fireEvent.change(screen.getByPlaceholderText('语句包含'), { target: { value: 'users' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        MONITOR_PATHS.sql,
        { limit: 20, keyword: 'users' },
        expect.anything(),
      ),
    );
    const refresh = screen.getByRole('button', { name: /刷\s?新/ });
    // A loading button ignores clicks: wait for the keyword's answer first.
    await waitFor(() => expect(refresh.className).not.toContain('ant-btn-loading'));
    const before = post.mock.calls.length;
    fireEvent.click(refresh);
    await waitFor(() => expect(post.mock.calls.length).toBeGreaterThan(before));
  });

  it('shows failed statistics as an error with a retry, not as "no statements"', async () => {
    saveButtonAuth(['SQL_VIEW']);
    let shownInPlace = false;
    post.mockImplementationOnce(async () => {
      shownInPlace = failuresShownInPlace();
      throw new ApiError({ status: 400, rtnCode: '400', message: '统计不可用' });
    });
    renderRoute(<SqlMonitorPage />);
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.getByText('统计不可用')).toBeTruthy();
    expect(shownInPlace).toBe(true);
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(await screen.findByText('select * from users where id = $1')).toBeTruthy();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('keeps the keyword in the address', async () => {
    saveButtonAuth(['SQL_VIEW']);
    const { router } = renderRoute(<SqlMonitorPage />, { url: '/?keyword=users' });
    await screen.findByTestId('sql-source');
    expect(post).toHaveBeenCalledWith(MONITOR_PATHS.sql, { limit: 20, keyword: 'users' }, expect.anything());
    const box = screen.getByPlaceholderText('语句包含') as HTMLInputElement;
    expect(box.value).toBe('users');
    fireEvent.change(box, { target: { value: 'roles' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=roles'));
  });
});
