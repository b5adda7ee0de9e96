import { type GroupAssignments, type GroupView, REVIEW_MESSAGES } from '@awards/shared/review';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { ASSIGNMENT_PATHS, GROUP_PATHS } from '../api/groups';
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
    { expertId: 3, expertName: '赵专家', organisation: '北大', discipline: 'energy', role: 'member' },
  ],
};
const ASSIGNMENTS: GroupAssignments[] = [
  {
    declarationId: 31,
    projectName: '储能项目',
    expertsWanted: 3,
    experts: [{ expertId: 1, expertName: '王组长', organisation: '北大', match: 60, manual: false }],
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
    if (path === GROUP_PATHS.list) return [GROUP];
    if (path === ASSIGNMENT_PATHS.list) return ASSIGNMENTS;
    if (path === ASSIGNMENT_PATHS.add) return { declarationId: 31, expertId: 2, match: 60 };
    if (path === ASSIGNMENT_PATHS.remove) return { count: 1, replacementRunId: 12 };
    return [];
  });
  saveButtonAuth(['GROUP_VIEW', 'REVIEW_ASSIGN', 'REVIEW_VIEW']);
});
const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);
const openDrawer = async () => {
  renderRoute(<ReviewGroupListPage />, { url: '/?editionId=2' });
  expect(await screen.findByText('能源组')).toBeTruthy();
  fireEvent.click(screen.getByTestId('action-more'));
  fireEvent.click(await screen.findByTestId('action-assignments'));
  const table = await screen.findByTestId('group-assignments');
  await waitFor(() => expect(within(table).getByText('储能项目')).toBeTruthy());
  return table;
};
const pickExpert = async (label: string) => {
  fireEvent.mouseDown(within(screen.getByTestId('assign-expert')).getByRole('combobox'));
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
};

describe('专家分配: adding and removing an expert by hand', () => {
  it("lists the group's declarations with their experts against k, and adds one of the group's other experts", async () => {
    const table = await openDrawer();
    expect(calls(ASSIGNMENT_PATHS.list)[0]?.[1]).toEqual({ groupId: 5 });
    expect(within(table).getByTestId('assigned-31').textContent).toContain('1/3');
    expect(within(table).getByTestId('assigned-31').textContent).toContain('王组长（北大）');
    fireEvent.click(within(table).getByTestId('assign-add-31'));
    await screen.findByTestId('assignAdd-form');
    fireEvent.mouseDown(within(screen.getByTestId('assign-expert')).getByRole('combobox'));
    // The expert already on it is not offered.
    expect(
      await screen.findByText('李专家（清华）', { selector: '.ant-select-item-option-content' }),
    ).toBeTruthy();
    expect(screen.queryByText('王组长（北大）', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.click(screen.getByText('李专家（清华）', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(calls(ASSIGNMENT_PATHS.add)).toHaveLength(1));
    expect(calls(ASSIGNMENT_PATHS.add)[0]?.[1]).toEqual({ declarationId: 31, expertId: 2 });
  });

  it("shows the server's refusal (a second expert of one organisation) and keeps the dialog open", async () => {
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === ASSIGNMENT_PATHS.add)
        throw new ApiError({
          status: 200,
          rtnCode: '505',
          message: REVIEW_MESSAGES.sameOrganisationAssigned({
            name: '储能项目',
            other: '王组长',
            organisation: '北大',
          }),
        });
      return base(path, body as never);
    });
    const table = await openDrawer();
    fireEvent.click(within(table).getByTestId('assign-add-31'));
    await screen.findByTestId('assignAdd-form');
    await pickExpert('赵专家（北大）');
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('申报「储能项目」已有同单位（北大）的专家「王组长」')).toBeTruthy();
    expect(screen.getByTestId('assignAdd-form')).toBeTruthy();
  });

  it('removes an expert with a reason', async () => {
    const table = await openDrawer();
    fireEvent.click(within(table).getByTestId('unassign-31-1'));
    const form = await screen.findByTestId('unassign-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '出差' } });
    fireEvent.click(screen.getByTestId('unassign-form-ok'));
    await waitFor(() => expect(calls(ASSIGNMENT_PATHS.remove)).toHaveLength(1));
    expect(calls(ASSIGNMENT_PATHS.remove)[0]?.[1]).toEqual({
      declarationId: 31,
      expertId: 1,
      reason: '出差',
    });
  });

  it('shows the assignments read-only without REVIEW_ASSIGN', async () => {
    saveButtonAuth(['GROUP_VIEW', 'REVIEW_VIEW']);
    const table = await openDrawer();
    expect(within(table).queryByTestId('assign-add-31')).toBeNull();
    expect(within(table).queryByTestId('unassign-31-1')).toBeNull();
  });
});
