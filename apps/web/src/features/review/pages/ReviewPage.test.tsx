import type { ReviewItem, ReviewProgress, ScoreRow } from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { REVIEW_PATHS } from '../api/review';
import { ReviewPage } from './ReviewPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const ROWS: ScoreRow[] = [
  {
    declarationId: 31,
    projectName: '光伏组件',
    reviews: 3,
    submitted: 3,
    scores: { weighted_mean: 82.5, trimmed_mean: 81, z_score: 84.2, bias_ls: 83.1 },
    ranked: 83.1,
    flags: { range: true, sd: false, outliers: [7] },
  },
  {
    declarationId: 32,
    projectName: '储能电池',
    reviews: 3,
    submitted: 1,
    scores: { weighted_mean: 70, trimmed_mean: 70, z_score: 70, bias_ls: 70 },
    ranked: 70,
    flags: { range: false, sd: false, outliers: [] },
  },
];

const PROGRESS: ReviewProgress = {
  standing: {
    editionStatus: 'reviewing',
    reviewEnd: '2026-09-30T16:00:00.000Z',
    inExpertReview: 5,
    lacking: 2,
    closed: null,
    reviewsDone: false,
    lastReminder: { kind: 'scheduled', at: '2026-09-27T01:00:00.000Z', by: 'admin', experts: 4 },
  },
  groups: [
    { groupId: 3, groupName: '能源组', experts: 2, assigned: 4, drafted: 1, submitted: 2, overdue: 0 },
  ],
  experts: [
    {
      expertId: 7,
      expertName: '王五',
      groupId: 3,
      groupName: '能源组',
      assigned: 2,
      drafted: 1,
      submitted: 1,
      overdue: 0,
    },
  ],
};
const REVIEWS: ReviewItem[] = [
  {
    reviewId: 91,
    declarationId: 31,
    projectName: '光伏组件',
    expertId: 7,
    expertName: '王五',
    status: 'submitted',
    total: 82.5,
    submittedAt: '2026-09-20T02:00:00.000Z',
    reopenReason: null,
    reopenedBy: null,
  },
];

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === REVIEW_PATHS.editions)
      return {
        pageNum: 1,
        pageSize: 100,
        totalCount: 1,
        totalPage: 1,
        result: [{ editionId: 2, editionName: '2026年度' }],
      };
    if (path === REVIEW_PATHS.scores) return { normalisation: 'bias_ls', scale: 100, rows: ROWS };
    if (path === REVIEW_PATHS.progress) return PROGRESS;
    if (path === REVIEW_PATHS.reviews) return REVIEWS;
    if (path === REVIEW_PATHS.remind) return { experts: 3, messages: 2, sms: 2, smsFailed: 1 };
    if (path === REVIEW_PATHS.close) return { ...PROGRESS.standing, reviewsDone: true };
    if (path === REVIEW_PATHS.reopen) return { reviewId: 91, status: 'draft' };
    return [];
  });
  saveButtonAuth(['REVIEW_VIEW', 'REVIEW_REMIND', 'REVIEW_CLOSE', 'REVIEW_REOPEN']);
});

describe('ReviewPage', () => {
  it('asks for nothing until an edition is chosen', async () => {
    renderRoute(<ReviewPage />);
    expect(await screen.findByTestId('review-page')).toBeTruthy();
    await waitFor(() => expect(post.mock.calls.some(([path]) => path === REVIEW_PATHS.editions)).toBe(true));
    expect(post.mock.calls.some(([path]) => path === REVIEW_PATHS.scores)).toBe(false);
  });

  it("shows the edition's scores under every method, names the locked one, and the flags as labels", async () => {
    renderRoute(<ReviewPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('光伏组件')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(REVIEW_PATHS.scores, { editionId: 2 }, expect.anything());
    expect(screen.getByTestId('review-method').textContent).toBe('排序方法：专家偏差校正（100 分制）');
    const flags = within(screen.getByTestId('flags-31'));
    expect(flags.getByText('极差过大')).toBeTruthy();
    expect(flags.getByText('个别专家偏离')).toBeTruthy();
    expect(screen.getByTestId('flags-32').textContent).toBe('');
    expect(screen.getByText('84.2')).toBeTruthy();
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('shows a failed score table as an error with a retry, not as an empty table', async () => {
    let failing = true;
    const normal = post.getMockImplementation();
    post.mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path === REVIEW_PATHS.scores && failing) throw new Error('network down');
      return normal?.(path, ...(rest as []));
    });
    renderRoute(<ReviewPage />, { url: '/?editionId=2' });
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.queryByText('光伏组件')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(await screen.findByText('光伏组件')).toBeTruthy();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('keeps the sort in the address: a link opens the same order, a click on a header writes it', async () => {
    const { router } = renderRoute(<ReviewPage />, { url: '/?editionId=2&sort=projectName,asc' });
    expect(await screen.findByText('光伏组件')).toBeTruthy();
    const names = () =>
      Array.from(document.querySelectorAll('.ant-table-row')).map(
        (row) => row.querySelector('td')?.textContent,
      );
    // By name ascending, cut from the whole list in the browser.
    expect(names()).toEqual(['储能电池', '光伏组件']);
    const header = document.querySelector<HTMLElement>('th.ant-table-column-has-sorters');
    expect(header?.textContent).toBe('项目名称');
    fireEvent.click(header as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?editionId=2&sort=projectName%2Cdesc'));
    await waitFor(() => expect(names()).toEqual(['光伏组件', '储能电池']));
  });

  it('says the edition cannot leave the review while declarations lack reviews, and when it was last reminded', async () => {
    renderRoute(<ReviewPage />, { url: '/?editionId=2' });
    const leave = await screen.findByTestId('review-leave');
    expect(leave.textContent).toContain(
      '尚有 2 份申报的评审意见未提交齐全（专家评审中共 5 份），届次不能结束评审阶段',
    );
    expect(screen.getByTestId('review-last-reminder').textContent).toBe(
      '上次提醒：2026-09-27 09:00:00（定时提醒，4 位专家）',
    );
  });

  it('reminds the experts after asking, and tells the counts', async () => {
    renderRoute(<ReviewPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('review-remind'));
    // The confirmation's OK button: the toolbar's is the first of the two.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '提醒专家' }).length).toBeGreaterThan(1),
    );
    fireEvent.click(screen.getAllByRole('button', { name: '提醒专家' }).at(-1)!);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(REVIEW_PATHS.remind, { editionId: 2 }, expect.anything()),
    );
    expect(await screen.findByText('已提醒 3 位专家：站内消息 2 条，短信 2 条（失败 1 条）')).toBeTruthy();
  });

  it('closes the review only with a reason', async () => {
    renderRoute(<ReviewPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('review-close'));
    fireEvent.click(await screen.findByTestId('review-close-form-ok'));
    expect(await screen.findByText('请输入理由')).toBeTruthy();
    expect(post.mock.calls.some(([path]) => path === REVIEW_PATHS.close)).toBe(false);
    fireEvent.change(within(screen.getByTestId('review-close-form')).getByRole('textbox'), {
      target: { value: '专家因病无法完成' },
    });
    fireEvent.click(screen.getByTestId('review-close-form-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        REVIEW_PATHS.close,
        { editionId: 2, reason: '专家因病无法完成' },
        expect.anything(),
      ),
    );
  });

  it("opens an expert's reviews from the progress and reopens a submitted one with a reason", async () => {
    renderRoute(<ReviewPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByRole('tab', { name: '评审进度' }));
    fireEvent.click(await screen.findByTestId('action-reviews'));
    fireEvent.click(await screen.findByTestId('reopen-91'));
    fireEvent.change(within(await screen.findByTestId('review-reopen-form')).getByRole('textbox'), {
      target: { value: '评分与意见不符' },
    });
    fireEvent.click(screen.getByTestId('review-reopen-form-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        REVIEW_PATHS.reopen,
        { reviewId: 91, reason: '评分与意见不符' },
        expect.anything(),
      ),
    );
  });
});
