import { type ConflictView, type GroupView, REVIEW_MESSAGES, type RunView } from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { openForPrint } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { GROUP_PATHS } from '../api/groups';
import { REVIEW_PATHS } from '../api/review';
import { ReviewGroupListPage } from './ReviewGroupListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);
vi.mock('@awards/web-common/transfer', async (actual) => ({
  ...(await actual<typeof import('@awards/web-common/transfer')>()),
  openForPrint: vi.fn(async () => true),
}));
const prints = vi.mocked(openForPrint);

const GROUP: GroupView = {
  groupId: 5,
  editionId: 2,
  groupName: '能源组',
  awardId: null,
  discipline: 'energy',
  sortNumber: 0,
  declarationCount: 12,
  members: [
    { expertId: 1, expertName: '王组长', organisation: '北大', discipline: 'energy', role: 'leader' },
    { expertId: 2, expertName: '李专家', organisation: '清华', discipline: 'energy', role: 'member' },
  ],
};
const RUN: RunView = {
  runId: 9,
  groupId: 5,
  kind: 'assignment',
  mode: 'optimal',
  topUp: false,
  status: 'proposed',
  seed: 42,
  pairCap: null,
  inputHash: 'abcdef0123456789abcdef',
  solver: 'highs 1.15.3',
  message: null,
  added: [{ declarationId: 31, expertId: 2, match: 60, why: [REVIEW_MESSAGES.whyDiscipline] }],
  removed: [],
  unfilled: [{ declarationId: 32, missing: 1, reason: REVIEW_MESSAGES.noCandidate }],
  alternates: [{ declarationId: 31, experts: [{ expertId: 1, match: 60 }] }],
  basis: null,
  declarationNames: { '31': '储能项目', '32': '材料项目' },
  expertNames: { '1': '王组长', '2': '李专家' },
  quality: {
    declarations: 12,
    experts: 2,
    meanMatch: 61.5,
    minMatch: 20,
    minLoad: 3,
    maxLoad: 9,
    meanLoad: 6,
  },
  createBy: 'admin',
  createTime: '2026-11-29T00:00:00.000Z',
  appliedBy: null,
  appliedTime: null,
};

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
    if (path === GROUP_PATHS.list) return [GROUP];
    if (path === GROUP_PATHS.preview) return RUN;
    if (path === GROUP_PATHS.apply) return { ...RUN, status: 'applied' };
    if (path === GROUP_PATHS.runs)
      return [{ ...RUN, runId: 10, kind: 'replacement', status: 'applied', added: [] }, RUN];
    if (path === GROUP_PATHS.conflicts) return [REQUEST];
    if (path === GROUP_PATHS.decide) return { conflictId: 77, status: 'confirmed', replacementRunId: 10 };
    return [];
  });
  saveButtonAuth(['GROUP_VIEW', 'GROUP_ADD', 'GROUP_EDIT', 'REVIEW_ASSIGN', 'REVIEW_VIEW']);
});

const REQUEST: ConflictView = {
  conflictId: 77,
  expertId: 2,
  expertName: '李专家',
  declarationId: 31,
  projectName: '储能项目',
  conflictType: 'requested',
  source: 'declarer',
  status: 'pending',
  reason: '合作关系',
  createBy: 'declarer',
  createTime: '2026-11-29T00:00:00.000Z',
};

const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);

describe('ReviewGroupListPage', () => {
  it("lists the edition's groups with leader and members, previews a run's figures and applies it", async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('能源组')).toBeTruthy();
    expect(screen.getByText('王组长')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-preview'));
    const figures = await screen.findByTestId('run-figures');
    expect(calls(GROUP_PATHS.preview)[0]?.[1]).toEqual({ groupId: 5, mode: 'optimal', topUp: false });
    expect(within(figures).getByText('61.5')).toBeTruthy();
    expect(within(figures).getByText('highs 1.15.3')).toBeTruthy();
    expect(calls(GROUP_PATHS.apply)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('run-apply'));
    await waitFor(() => expect(calls(GROUP_PATHS.apply)).toHaveLength(1));
    expect(calls(GROUP_PATHS.apply)[0]?.[1]).toEqual({ runId: 9 });
  });

  it('explains each pair, names the alternates and the unfilled slot with its reason, and prints the record', async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('action-preview'));
    const pairs = await screen.findByTestId('run-pairs');
    expect(within(pairs).getByText('储能项目')).toBeTruthy();
    expect(within(pairs).getByText('李专家')).toBeTruthy();
    expect(within(pairs).getByText('学科相同')).toBeTruthy();
    expect(screen.getByTestId('run-alternates').textContent).toContain('储能项目：王组长（60）');
    expect(screen.getByTestId('run-unfilled').textContent).toContain(
      '材料项目 缺 1 位：没有无回避冲突的可用专家',
    );
    fireEvent.click(screen.getByTestId('run-print'));
    expect(prints).toHaveBeenCalledWith(GROUP_PATHS.record, { method: 'POST', body: { runId: 9 } });
  });

  it("lists a group's runs, replacements included, and opens one", async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('能源组')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-runs'));
    const runs = await screen.findByTestId('group-runs');
    await waitFor(() => expect(within(runs).getByText('替补')).toBeTruthy());
    expect(calls(GROUP_PATHS.runs)[0]?.[1]).toEqual({ groupId: 5 });
    expect(within(runs).getAllByText(/材料项目 缺 1 位/)).toHaveLength(2);
    fireEvent.click(within(runs).getByTestId('run-open-10'));
    expect(await screen.findAllByTestId('run-figures')).toHaveLength(1);
    expect(screen.queryByTestId('run-apply')).toBeNull();
  });

  it("grants a declarer's avoidance request from the requests drawer", async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('group-requests'));
    const table = await screen.findByTestId('avoid-requests');
    await waitFor(() => expect(within(table).getByText('合作关系')).toBeTruthy());
    expect(calls(GROUP_PATHS.conflicts)[0]?.[1]).toEqual({ editionId: 2, source: 'declarer' });
    fireEvent.click(within(table).getByTestId('request-confirm-77'));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(calls(GROUP_PATHS.decide)).toHaveLength(1));
    expect(calls(GROUP_PATHS.decide)[0]?.[1]).toEqual({ conflictId: 77, decision: 'confirmed' });
  });

  it('hides assignment and group changes from a viewer without the codes', async () => {
    saveButtonAuth(['GROUP_VIEW']);
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('能源组')).toBeTruthy();
    expect(screen.queryByTestId('action-preview')).toBeNull();
    expect(screen.queryByTestId('group-add')).toBeNull();
    expect(screen.queryByTestId('group-place')).toBeNull();
  });

  it('shows a failed load as an error with a retry, not as an empty list', async () => {
    let failing = true;
    const normal = post.getMockImplementation();
    post.mockImplementation(async (path: string, ...rest: unknown[]) => {
      if (path === GROUP_PATHS.list && failing) throw new Error('network down');
      return normal?.(path, ...(rest as []));
    });
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByTestId('load-error')).toBeTruthy();
    expect(screen.queryByText('能源组')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(await screen.findByText('能源组')).toBeTruthy();
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it('keeps the page and the sort in the address: a link opens the same rows, a change is written back', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...GROUP,
      groupId: 100 + i,
      groupName: `第${String(i + 1).padStart(2, '0')}组`,
      declarationCount: i,
    }));
    const normal = post.getMockImplementation();
    post.mockImplementation(async (path: string, ...rest: unknown[]) =>
      path === GROUP_PATHS.list ? many : normal?.(path, ...(rest as [])),
    );
    const { router } = renderRoute(<ReviewGroupListPage />, {
      url: '/?editionId=2&page=2&sort=declarationCount,desc',
    });
    // Descending by declarations, page 2 of 10 rows: the 15th down to the 6th group.
    expect(await screen.findByText('第15组')).toBeTruthy();
    expect(screen.getByText('第06组')).toBeTruthy();
    expect(screen.queryByText('第25组')).toBeNull();
    expect(screen.queryByText('第05组')).toBeNull();
    // The whole list was asked once; the pages are cut in the browser.
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('第05组')).toBeTruthy();
    expect(router.state.location.search).toBe('?editionId=2&page=3&sort=declarationCount%2Cdesc');
    expect(calls(GROUP_PATHS.list)).toHaveLength(1);
  });

  it('adds a group with Enter in the name, the name marked required', async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('group-add'));
    const form = await screen.findByTestId('group-form');
    expect(form.querySelector('.ant-form-item-required')?.textContent).toBe('评审组名称');
    const name = screen.getByTestId('group-name');
    fireEvent.change(name, { target: { value: '材料组' } });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(calls(GROUP_PATHS.add)).toHaveLength(1));
    expect(calls(GROUP_PATHS.add)[0]?.[1]).toEqual({
      editionId: 2,
      groupName: '材料组',
      discipline: null,
      members: [],
    });
  });
});
