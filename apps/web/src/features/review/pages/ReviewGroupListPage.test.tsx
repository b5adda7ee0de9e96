import type { GroupView, RunView } from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { GROUP_PATHS } from '../api/groups';
import { REVIEW_PATHS } from '../api/review';
import { ReviewGroupListPage } from './ReviewGroupListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

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
  mode: 'optimal',
  topUp: false,
  status: 'proposed',
  seed: 42,
  inputHash: 'abcdef0123456789abcdef',
  solver: 'highs 1.15.3',
  message: null,
  added: [{ declarationId: 31, expertId: 2, match: 60, why: [] }],
  removed: [],
  unfilled: [],
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
    return [];
  });
  saveButtonAuth(['GROUP_VIEW', 'GROUP_ADD', 'GROUP_EDIT', 'REVIEW_ASSIGN']);
});

const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);

describe('ReviewGroupListPage', () => {
  it("lists the edition's groups with leader and members, previews a run's figures and applies it", async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('能源组')).toBeTruthy();
    expect(screen.getByText('王组长')).toBeTruthy();
    fireEvent.click(screen.getByTestId('group-preview-5'));
    const figures = await screen.findByTestId('run-figures');
    expect(calls(GROUP_PATHS.preview)[0]?.[1]).toEqual({ groupId: 5, mode: 'optimal', topUp: false });
    expect(within(figures).getByText('61.5')).toBeTruthy();
    expect(within(figures).getByText('highs 1.15.3')).toBeTruthy();
    expect(calls(GROUP_PATHS.apply)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('run-apply'));
    await waitFor(() => expect(calls(GROUP_PATHS.apply)).toHaveLength(1));
    expect(calls(GROUP_PATHS.apply)[0]?.[1]).toEqual({ runId: 9 });
  });

  it('hides assignment and group changes from a viewer without the codes', async () => {
    saveButtonAuth(['GROUP_VIEW']);
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    expect(await screen.findByText('能源组')).toBeTruthy();
    expect(screen.queryByTestId('group-preview-5')).toBeNull();
    expect(screen.queryByTestId('group-add')).toBeNull();
    expect(screen.queryByTestId('group-place')).toBeNull();
  });
});
