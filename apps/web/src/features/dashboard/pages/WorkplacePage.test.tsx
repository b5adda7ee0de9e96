import { DASHBOARD_PATHS } from '@awards/shared/dashboard';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { analysisOf } from '../testAnalysis';
import { WorkplacePage } from './WorkplacePage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const LOGIN_INFO = {
  todayLoginCount: 3,
  totalLoginCount: 99,
  todayVisitCount: 456,
  todayIpCount: 2,
  lastLogin: null,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) =>
    path === DASHBOARD_PATHS.loginInfo ? LOGIN_INFO : analysisOf(7),
  );
});

describe('WorkplacePage', () => {
  it("shows today's figures and the week's requests, job runs and busiest routes", async () => {
    renderRoute(<WorkplacePage />);
    await waitFor(() => expect(screen.getByTestId('figure-todayVisitCount').textContent).toContain('456'));
    expect(await screen.findByTestId('chart-requests')).toBeTruthy();
    expect(screen.getByTestId('chart-jobs').textContent).toContain('该时段没有记录');
    expect(screen.queryByTestId('chart-logins')).toBeNull();
    expect(screen.getByText('/rest/user/page', { exact: false })).toBeTruthy();
    expect(post).toHaveBeenCalledWith(DASHBOARD_PATHS.analysis, { days: 7 });
  });

  it('shows an error and no figures when the server fails', async () => {
    post.mockRejectedValue(new ApiError({ status: 500, rtnCode: '500', message: 'down' }));
    renderRoute(<WorkplacePage />);
    expect(await screen.findByText('统计数据加载失败')).toBeTruthy();
    expect(screen.queryByTestId('chart-requests')).toBeNull();
  });
});
