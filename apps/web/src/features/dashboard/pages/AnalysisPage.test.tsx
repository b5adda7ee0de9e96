import { DASHBOARD_PATHS } from '@awards/shared/dashboard';
import { http } from '@awards/web-common/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { analysisOf } from '../testAnalysis';
import { AnalysisPage } from './AnalysisPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === DASHBOARD_PATHS.loginInfo) return LOGIN_INFO;
    if (path === DASHBOARD_PATHS.visitInfo) return [{ date: '2026-11-16', visits: 60, logins: 6 }];
    return analysisOf((body as { days: number }).days);
  });
});

const LOGIN_INFO = {
  todayLoginCount: 12,
  totalLoginCount: 34567,
  todayVisitCount: 890,
  todayIpCount: 5,
  lastLogin: null,
};

describe('AnalysisPage', () => {
  it("shows today's sign-ins and visits and the week's trend (moved here from the home page)", async () => {
    renderRoute(<AnalysisPage />);
    await waitFor(() => expect(screen.getByTestId('figure-totalLoginCount').textContent).toContain('34,567'));
    expect(screen.getByTestId('figure-todayVisitCount').textContent).toContain('890');
    expect((await screen.findByTestId('visit-trend')).textContent).toContain('11-16');
  });

  it("draws the server's figures, and says so where a period recorded nothing", async () => {
    renderRoute(<AnalysisPage />);
    expect((await screen.findByTestId('total-requests')).textContent).toContain('4,321');
    expect(screen.getByTestId('total-errorRate').textContent).toContain('1.23');
    expect(screen.getByText('/rest/user/page', { exact: false })).toBeTruthy();
    // No job ran in the period: an empty state rather than a flat chart.
    expect(screen.getByTestId('chart-jobs').textContent).toContain('该时段没有记录');
    // The charts themselves (echarts, loaded lazily) are labelled for screen readers.
    expect(await screen.findByRole('img', { name: '每日访问与登录' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith(DASHBOARD_PATHS.analysis, { days: 7 });
  });

  it('asks the server again for another period', async () => {
    renderRoute(<AnalysisPage />);
    await screen.findByTestId('total-requests');
    fireEvent.click(screen.getByText('近 30 天'));
    await waitFor(() => expect(post).toHaveBeenCalledWith(DASHBOARD_PATHS.analysis, { days: 30 }));
  });
});
