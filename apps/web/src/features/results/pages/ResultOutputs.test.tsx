import type { ResultView } from '@awards/shared/results';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { openForPrint, startExport } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { RESULT_PATHS } from '../api/results';
import { ResultListPage } from './ResultListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
vi.mock('@awards/web-common/transfer', async (actual) => ({
  ...(await actual<typeof import('@awards/web-common/transfer')>()),
  openForPrint: vi.fn(async () => true),
  startExport: vi.fn(async () => ({ kind: 'file' })),
}));
const post = vi.mocked(http.post);

const VIEW: ResultView = {
  editionId: 2,
  awardId: 3,
  awardName: '科技进步奖',
  method: 'weighted_mean',
  decidedBy: 'scores',
  quotaPassDown: false,
  thresholds: {},
  quorum: { num: 2, den: 3 },
  rows: [
    {
      declarationId: 41,
      projectName: '高效储能材料',
      unitName: '申报单位甲',
      status: 'proposed',
      rank: 1,
      scores: { weighted_mean: 90, trimmed_mean: 90, z_score: 88, bias_ls: 89 },
      ranked: 90,
      meetingLevel: null,
      meetingOutcome: null,
      gradeLevel: 1,
      gradeName: '一等奖',
    },
  ],
  quotas: [],
  current: null,
  versions: [],
  blocked: null,
};

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === RESULT_PATHS.editions)
      return {
        pageNum: 1,
        pageSize: 100,
        totalCount: 1,
        totalPage: 1,
        result: [{ editionId: 2, editionName: '2026年度', status: 'reviewing' }],
      };
    if (path === RESULT_PATHS.awards)
      return [{ awardId: 3, awardName: '科技进步奖', decidedBy: 'scores', waiting: 0, current: null }];
    if (path === RESULT_PATHS.view) return VIEW;
    return [];
  });
  saveButtonAuth(['RESULT_VIEW']);
});

describe('the results page’s outputs', () => {
  it('opens the review summary of a ranked declaration as a printable page', async () => {
    renderRoute(<ResultListPage />, { url: '/?editionId=2&awardId=3' });
    fireEvent.click((await screen.findAllByTestId('action-summary'))[0]!);
    await waitFor(() =>
      expect(openForPrint).toHaveBeenCalledWith(RESULT_PATHS.summaryView, {
        method: 'POST',
        body: { declarationId: 41 },
      }),
    );
  });

  it('prints and exports the edition’s award certificates’ data', async () => {
    renderRoute(<ResultListPage />, { url: '/?editionId=2&awardId=3' });
    fireEvent.click(await screen.findByTestId('results-certificates-print'));
    await waitFor(() =>
      expect(openForPrint).toHaveBeenCalledWith(RESULT_PATHS.certificatesView, {
        method: 'POST',
        body: { editionId: 2 },
      }),
    );
    fireEvent.click(screen.getByTestId('results-certificates-export'));
    await waitFor(() =>
      expect(startExport).toHaveBeenCalledWith(RESULT_PATHS.certificatesExport, {
        body: { editionId: 2 },
        fileName: '获奖证书数据.xlsx',
      }),
    );
  });
});
