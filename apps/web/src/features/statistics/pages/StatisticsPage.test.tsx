import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { openForPrint, startExport } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
