import type { EditionView } from '@awards/shared/editions';
import type { ResultAwardItem, ResultListView, ResultView } from '@awards/shared/results';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { RESULT_PATHS } from '../api/results';
import { ResultListPage } from './ResultListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const EDITIONS = [
  { editionId: 1, editionName: '2024年度', status: 'finished' },
  { editionId: 2, editionName: '2025年度示范届', status: 'reviewing' },
  { editionId: 3, editionName: '2026年度', status: 'declaring' },
] as EditionView[];
const AWARDS: ResultAwardItem[] = [
  { awardId: 7, awardName: '技术发明奖', decidedBy: 'meeting', waiting: 0, current: null },
];
const LIST: ResultListView = {
  listId: 11,
  editionId: 2,
  awardId: 7,
  version: 1,
  status: 'confirmed',
  method: 'weighted_mean',
  contentHash: 'a'.repeat(64),
  confirmedBy: 'demo',
  confirmedTime: '2026-03-01T02:00:00.000Z',
  reopenedBy: null,
  reopenedTime: null,
  reopenReason: null,
  reopenDocumentNo: null,
};
const VIEW: ResultView = {
  editionId: 2,
  awardId: 7,
  awardName: '技术发明奖',
  method: 'weighted_mean',
  decidedBy: 'meeting',
  quotaPassDown: false,
  thresholds: {},
  quorum: { num: 2, den: 3 },
  rows: [
    {
      declarationId: 21,
      projectName: '大型风电机组智能运维',
      unitName: '北京中科智联',
      status: 'meeting_review',
      rank: 1,
      scores: { weighted_mean: 91.5, trimmed_mean: 90, z_score: 1.2, bias_ls: 90.8 },
      ranked: 91.5,
      meetingLevel: 1,
      meetingOutcome: 'graded',
      gradeLevel: 1,
      gradeName: '一等奖',
    },
  ],
  quotas: [{ gradeLevel: 1, gradeName: '一等奖', quota: 1, places: 1, used: 1 }],
  current: LIST,
  versions: [LIST],
  blocked: null,
} as unknown as ResultView;

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === RESULT_PATHS.editions)
      return { pageNum: 1, pageSize: 100, totalCount: 3, totalPage: 1, result: EDITIONS };
    if (path === RESULT_PATHS.awards) return AWARDS;
    if (path === RESULT_PATHS.view) return VIEW;
    return null;
  });
});

describe('ResultListPage', () => {
  it('opens on the edition in review and its first award without writing them into the address', async () => {
    saveButtonAuth(['RESULT_VIEW', 'RESULT_CONFIRM', 'RESULT_REOPEN']);
    const view = renderRoute(<ResultListPage />);
    expect(await screen.findByText('大型风电机组智能运维')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(RESULT_PATHS.view, { editionId: 2, awardId: 7 }, expect.anything());
    expect(view.router.state.location.search).toBe('');
    view.unmount();
  });

  it('marks what users entered: the edition picked, the project and unit, the confirmer', async () => {
    saveButtonAuth(['RESULT_VIEW', 'RESULT_CONFIRM', 'RESULT_REOPEN']);
    const view = renderRoute(<ResultListPage />);
    const project = await screen.findByText('大型风电机组智能运维');
    expect(project.closest('[translate="no"]')).not.toBeNull();
    expect(screen.getByText('北京中科智联').closest('[translate="no"]')).not.toBeNull();
    const edition = await screen.findByText('2025年度示范届');
    expect(edition.closest('[translate="no"]')).not.toBeNull();
    await waitFor(() => expect(screen.getAllByText('demo').length).toBeGreaterThan(0));
    for (const login of screen.getAllByText('demo')) expect(login.closest('[translate="no"]')).not.toBeNull();
    view.unmount();
  });

  it('offers reopening the confirmed version as a row action (RESULT_REOPEN)', async () => {
    saveButtonAuth(['RESULT_VIEW', 'RESULT_REOPEN']);
    const view = renderRoute(<ResultListPage />);
    const versions = await screen.findByTestId('results-versions');
    await waitFor(() => expect(versions.querySelector('[data-testid="action-reopen"]')).not.toBeNull());
    expect(screen.queryByTestId('results-confirm')).toBeNull();
    view.unmount();
  });
});
