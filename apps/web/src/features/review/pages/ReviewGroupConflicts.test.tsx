import type { ConflictReport, GroupAssignments, GroupView } from '@awards/shared/review';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { ASSIGNMENT_PATHS, CONFLICT_PATHS, GROUP_PATHS } from '../api/groups';
import { REVIEW_PATHS } from '../api/review';
import { ReviewGroupListPage } from './ReviewGroupListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const GROUP: GroupView = {
  groupId: 5,
  editionId: 2,
  groupName: '能源组',
  awardId: null,
  discipline: null,
  sortNumber: 0,
  declarationCount: 1,
  members: [
    { expertId: 1, expertName: '王组长', organisation: '北大', discipline: 'energy', role: 'leader' },
    { expertId: 2, expertName: '李专家', organisation: '清华', discipline: 'energy', role: 'member' },
  ],
};
const REPORT: ConflictReport = {
  total: 4,
  byType: { same_unit: 3, family: 1 },
  bySource: { automatic: 3, staff: 1 },
  byStatus: { confirmed: 4, pending: 2 },
};
const ASSIGNMENTS: GroupAssignments[] = [
  { declarationId: 31, projectName: '储能项目', expertsWanted: 2, experts: [] },
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
    if (path === GROUP_PATHS.list) return [GROUP];
    if (path === CONFLICT_PATHS.report) return REPORT;
    if (path === ASSIGNMENT_PATHS.list) return ASSIGNMENTS;
    if (path === CONFLICT_PATHS.add) return { conflictId: 9, replacementRunId: null };
    return [];
  });
  saveButtonAuth(['GROUP_VIEW', 'REVIEW_ASSIGN', 'REVIEW_VIEW']);
});
const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);
const pick = async (testId: string, label: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
};

describe('回避统计 on the review groups page', () => {
  it('counts the conflicts by type, source and status, as labels', async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('group-conflicts'));
    const byType = await screen.findByTestId('conflict-by-type');
    await waitFor(() => expect(screen.getByTestId('conflict-total').textContent).toBe('已确认回避共 4 条'));
    expect(calls(CONFLICT_PATHS.report)[0]?.[1]).toEqual({ editionId: 2 });
    const row = (table: HTMLElement, label: string) =>
      within(table).getByText(label).closest('tr')?.textContent;
    expect(row(byType, '与申报单位相同')).toBe('与申报单位相同3');
    expect(row(byType, '亲属关系')).toBe('亲属关系1');
    expect(row(byType, '合作关系')).toBe('合作关系0');
    expect(row(screen.getByTestId('conflict-by-source'), '系统识别')).toBe('系统识别3');
    expect(row(screen.getByTestId('conflict-by-status'), '待决定')).toBe('待决定2');
    expect(byType.textContent).not.toContain('same_unit');
  });

  it("sets a conflict: the group's declaration and expert, a type and a reason", async () => {
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('group-conflicts'));
    fireEvent.click(await screen.findByTestId('conflict-add'));
    await screen.findByTestId('conflict-form');
    await pick('conflict-group', '能源组');
    await waitFor(() => expect(calls(ASSIGNMENT_PATHS.list)[0]?.[1]).toEqual({ groupId: 5 }));
    await pick('conflict-declaration', '储能项目');
    await pick('conflict-expert', '李专家（清华）');
    await pick('conflict-type', '亲属关系');
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('请输入理由')).toBeTruthy();
    expect(calls(CONFLICT_PATHS.add)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('conflict-reason'), { target: { value: ' 夫妻 ' } });
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(calls(CONFLICT_PATHS.add)).toHaveLength(1));
    expect(calls(CONFLICT_PATHS.add)[0]?.[1]).toEqual({
      declarationId: 31,
      expertId: 2,
      conflictType: 'family',
      reason: '夫妻',
    });
  });

  it('offers the report without 设置回避 to a viewer without REVIEW_ASSIGN', async () => {
    saveButtonAuth(['GROUP_VIEW', 'REVIEW_VIEW']);
    renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
    fireEvent.click(await screen.findByTestId('group-conflicts'));
    expect(await screen.findByTestId('conflict-by-type')).toBeTruthy();
    expect(screen.queryByTestId('conflict-add')).toBeNull();
  });
});
