import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { openForPrint, startExport } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { STATISTICS_PATHS } from '../api/statistics';
import { StatisticsPage } from './StatisticsPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
vi.mock('@awards/web-common/transfer', async (actual) => ({
  ...(await actual<typeof import('@awards/web-common/transfer')>()),
  openForPrint: vi.fn(async () => true),
  startExport: vi.fn(async () => ({ kind: 'file' })),
}));
// The charts are not what these tests are about (echarts wants a canvas).
vi.mock('../../../components/Chart', () => ({ Chart: () => null }));
const post = vi.mocked(http.post);

beforeEach(() => {
  post.mockReset();
  vi.mocked(openForPrint).mockClear();
  vi.mocked(startExport).mockClear();
  // The editions answer; every figure stays loading (the cards are not what this test is about).
  post.mockImplementation((path: string) =>
    path === STATISTICS_PATHS.editions
      ? Promise.resolve([
          { editionId: 5, editionName: '2026年度', year: 2026, status: 'reviewing' },
          { editionId: 4, editionName: '2025年度', year: 2025, status: 'finished' },
        ])
      : new Promise(() => {}),
  );
});

describe('the annual report on the statistics page', () => {
  it('opens on the first edition when the address names none', async () => {
    saveButtonAuth(['STAT_VIEW']);
    renderRoute(<StatisticsPage />);
    fireEvent.click(await screen.findByTestId('stat-report-print'));
    await waitFor(() =>
      expect(openForPrint).toHaveBeenCalledWith(STATISTICS_PATHS.report, {
        method: 'POST',
        body: { editionId: 5 },
      }),
    );
  });

  it('prints the chosen edition’s report and exports it with STAT_EXPORT', async () => {
    saveButtonAuth(['STAT_VIEW', 'STAT_EXPORT']);
    // The address names the finished edition, not the first of the list.
    renderRoute(<StatisticsPage />, { url: '/?editionId=4' });
    fireEvent.click(await screen.findByTestId('stat-report-print'));
    await waitFor(() =>
      expect(openForPrint).toHaveBeenCalledWith(STATISTICS_PATHS.report, {
        method: 'POST',
        body: { editionId: 4 },
      }),
    );
    fireEvent.click(screen.getByTestId('stat-report-export'));
    await waitFor(() =>
      expect(startExport).toHaveBeenCalledWith(STATISTICS_PATHS.reportExport, {
        body: { editionId: 4 },
        fileName: '年度统计报告.xlsx',
      }),
    );
  });

  it('offers no Excel without STAT_EXPORT', async () => {
    saveButtonAuth(['STAT_VIEW']);
    renderRoute(<StatisticsPage />);
    expect(await screen.findByTestId('stat-report-print')).toBeTruthy();
    expect(screen.queryByTestId('stat-report-export')).toBeNull();
  });
});

describe('the cut by data group', () => {
  it('names the groups (never their ids) and says the rows may overlap', async () => {
    saveButtonAuth(['STAT_VIEW']);
    const funnel = (declared: number) => ({
      declared,
      passed: declared,
      reviewed: 0,
      proposed: 0,
      publicised: 0,
      awarded: 0,
    });
    post.mockImplementation((path: string, body?: unknown) => {
      if (path === STATISTICS_PATHS.editions)
        return Promise.resolve([{ editionId: 5, editionName: '2026年度', year: 2026, status: 'reviewing' }]);
      if (path === STATISTICS_PATHS.cut && (body as { cut: string }).cut === 'dataGroup')
        return Promise.resolve([
          { key: '7', label: '华北地区', ...funnel(4) },
          { key: '8', label: '示范申报单位', ...funnel(3) },
          { key: '9', label: '华南地区', ...funnel(0) },
        ]);
      if (path === STATISTICS_PATHS.cut) return Promise.resolve([]);
      return new Promise(() => {});
    });
    renderRoute(<StatisticsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '数据分组' }));
    const table = await screen.findByTestId('stat-cut-dataGroup');
    for (const name of ['华北地区', '示范申报单位', '华南地区'])
      expect(await within(table).findByText(name)).toBeTruthy();
    expect(within(table).queryByText('7')).toBeNull();
    expect(screen.getByTestId('stat-cut-overlap').textContent).toContain('数据分组可能相互重叠');
    expect(post).toHaveBeenCalledWith(
      STATISTICS_PATHS.cut,
      { editionId: 5, cut: 'dataGroup' },
      expect.anything(),
    );
  });

  it('shows no overlap note under a cut whose rows add up', async () => {
    saveButtonAuth(['STAT_VIEW']);
    renderRoute(<StatisticsPage />);
    expect(await screen.findByTestId('stat-cut-award')).toBeTruthy();
    expect(screen.queryByTestId('stat-cut-overlap')).toBeNull();
  });
});
