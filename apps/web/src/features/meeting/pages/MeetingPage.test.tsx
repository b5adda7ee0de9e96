import type { EditionView } from '@awards/shared/editions';
import {
  MEETING_MESSAGES as M,
  type MeetingCandidates,
  type MeetingDetail,
  type MeetingTally,
  type MeetingView,
} from '@awards/shared/meeting';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { MEETING_PATHS } from '../api/meeting';
import { MeetingPage } from './MeetingPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const EDITIONS = [
  { editionId: 1, editionName: '2024年度', status: 'finished' },
  { editionId: 2, editionName: '2025年度示范届', status: 'reviewing' },
] as EditionView[];
const MEETING: MeetingView = {
  meetingId: 5,
  editionId: 2,
  meetingName: '技术发明奖评审会',
  groupId: 3,
  groupName: '能源组',
  awardId: null,
  awardName: null,
  status: 'open',
  members: [
    {
      expertId: 8,
      expertName: '张文博',
      organisation: '清华大学',
      role: 'chair',
      present: true,
      attendanceTime: '2026-03-01T02:00:00.000Z',
    },
  ],
  createBy: 'admin',
  createTime: '2026-03-01T01:00:00.000Z',
};
const DETAIL = {
  ...MEETING,
  agenda: [
    {
      declarationId: 21,
      projectName: '风电运维',
      unitName: '中科智联',
      awardId: 7,
      awardName: '技术发明奖',
      score: 90.5,
      recusedExpertIds: [],
    },
  ],
  grades: [{ gradeLevel: 1, gradeName: '一等奖' }],
  openRound: null,
} as unknown as MeetingDetail;
const TALLY = {
  meetingId: 5,
  secret: true,
  quorum: { num: 2, den: 3 },
  present: 1,
  members: 1,
  quorumNeeded: 1,
  grades: [{ gradeLevel: 1, gradeName: '一等奖' }],
  rows: [],
  quotas: [],
  runoff: null,
  rounds: [],
  turnout: [],
} as unknown as MeetingTally;

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === MEETING_PATHS.editions)
      return { pageNum: 1, pageSize: 100, totalCount: 2, totalPage: 1, result: EDITIONS };
    if (path === MEETING_PATHS.list) return [MEETING];
    if (path === MEETING_PATHS.detail) return DETAIL;
    if (path === MEETING_PATHS.tally) return TALLY;
    return null;
  });
});

describe('MeetingPage', () => {
  it('opens on the edition in review without writing it into the address', async () => {
    saveButtonAuth(['MEETING_VIEW']);
    const view = renderRoute(<MeetingPage />);
    expect(await screen.findByText('技术发明奖评审会')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(MEETING_PATHS.list, { editionId: 2 }, expect.anything());
    expect(view.router.state.location.search).toBe('');
    const edition = await screen.findByText('2025年度示范届');
    expect(edition.closest('[translate="no"]')).not.toBeNull();
    view.unmount();
  });

  it("enters a meeting from its row: members, attendance and the agenda, users' text marked", async () => {
    saveButtonAuth(['MEETING_VIEW', 'MEETING_EDIT']);
    const view = renderRoute(<MeetingPage />);
    const list = await screen.findByTestId('meeting-list');
    await waitFor(() => expect(list.querySelector('[data-testid="action-open"]')).not.toBeNull());
    (list.querySelector('[data-testid="action-open"]') as HTMLElement).click();
    await waitFor(() => expect(view.router.state.location.search).toBe('?editionId=2&meetingId=5'));
    expect((await screen.findByText('张文博')).closest('[translate="no"]')).not.toBeNull();
    expect(screen.getByTestId('attend-8').getAttribute('aria-checked')).toBe('true');
    expect((await screen.findByText('风电运维')).closest('[translate="no"]')).not.toBeNull();
    expect(screen.getByTestId('meeting-open-grade')).toBeTruthy();
    view.unmount();
  });
});

// ---- a meeting for an award without expert review (issue 17 item 1) ----

const CANDIDATES: MeetingCandidates = {
  awards: [{ awardId: 7, awardName: '青年科技奖' }],
  experts: [
    { expertId: 9, expertName: '李明', organisation: '北京大学', title: '教授', availability: null },
    { expertId: 10, expertName: '王芳', organisation: '浙江大学', title: null, availability: 'available' },
    { expertId: 11, expertName: '赵强', organisation: '复旦大学', title: null, availability: 'unavailable' },
  ],
};
const AWARD_MEETING: MeetingView = {
  ...MEETING,
  meetingId: 6,
  meetingName: '青年科技奖评审会',
  groupId: null,
  groupName: null,
  awardId: 7,
  awardName: '青年科技奖',
  members: [
    {
      expertId: 9,
      expertName: '李明',
      organisation: '北京大学',
      role: 'member',
      present: null,
      attendanceTime: null,
    },
    {
      expertId: 10,
      expertName: '王芳',
      organisation: '浙江大学',
      role: 'chair',
      present: null,
      attendanceTime: null,
    },
  ],
};
const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);
/** Opens a select of the dialog and clicks the option of its own list whose text has `text`. */
const pick = async (testId: string, text: string) => {
  const box = within(await screen.findByTestId(testId)).getByRole('combobox');
  fireEvent.mouseDown(box);
  const option = await waitFor(() => {
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
    const dropdown = list?.closest('.ant-select-dropdown');
    const found = [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].find((o) =>
      o.textContent?.includes(text),
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
};
const openDialog = async () => {
  saveButtonAuth(['MEETING_VIEW', 'MEETING_ADD', 'MEETING_EDIT']);
  const view = renderRoute(<MeetingPage />);
  fireEvent.click(await screen.findByTestId('meeting-add'));
  const form = await screen.findByTestId('meeting-add-form');
  fireEvent.change(within(form).getByLabelText('会议名称'), { target: { value: '青年科技奖评审会' } });
  return { view, form };
};
const awardRadio = () => screen.getByRole('radio', { name: '奖项' }) as HTMLInputElement;

describe('MeetingPage: a meeting for an award without expert review', () => {
  beforeEach(() => {
    const base = post.getMockImplementation()!;
    let added = false;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === MEETING_PATHS.candidates) return CANDIDATES;
      if (path === MEETING_PATHS.groups) return [];
      if (path === MEETING_PATHS.add) {
        added = true;
        return AWARD_MEETING;
      }
      if (path === MEETING_PATHS.list) return added ? [AWARD_MEETING, MEETING] : [MEETING];
      if (path === MEETING_PATHS.detail && (body as { meetingId: number }).meetingId === 6)
        return { ...DETAIL, ...AWARD_MEETING, agenda: [] };
      return base(path, body);
    });
  });

  it('chooses the award and members from the pool, the chair among them, and then shows the meeting', async () => {
    const { view } = await openDialog();
    await waitFor(() => expect(awardRadio().disabled).toBe(false));
    expect(calls(MEETING_PATHS.candidates)[0]?.[1]).toEqual({ editionId: 2 });
    fireEvent.click(awardRadio());
    await pick('meeting-add-award', '青年科技奖');
    await pick('meeting-add-experts', '李明 教授（北京大学）');
    await pick('meeting-add-experts', '王芳（浙江大学）');
    // The pool's unavailable expert says so; the chair is the first chosen until another is picked.
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].some(
        (o) => o.textContent === '赵强（复旦大学） · 不能参加评审',
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(within(screen.getByTestId('meeting-add-chair')).getByText('李明 教授（北京大学）')).toBeTruthy(),
    );
    await pick('meeting-add-chair', '王芳（浙江大学）');
    fireEvent.click(screen.getByTestId('meeting-add-ok'));
    await waitFor(() => expect(calls(MEETING_PATHS.add)).toHaveLength(1));
    expect(calls(MEETING_PATHS.add)[0]?.[1]).toEqual({
      editionId: 2,
      meetingName: '青年科技奖评审会',
      awardId: 7,
      expertIds: [9, 10],
      chairExpertId: 10,
    });
    // The new meeting is entered: its award, its members with the chair.
    await waitFor(() => expect(view.router.state.location.search).toBe('?editionId=2&meetingId=6'));
    expect((await screen.findByTestId('meeting-scope')).textContent).toBe('评审范围：奖项 · 青年科技奖');
    const members = screen.getByTestId('meeting-members');
    await waitFor(() => expect(within(members).getByText('王芳')).toBeTruthy());
    const chairRow = within(members).getByText('王芳').closest('tr')!;
    expect(chairRow.textContent).toContain('主持人');
    expect(within(members).getByText('李明').closest('tr')!.textContent).toContain('成员');
    const list = screen.getByTestId('meeting-list');
    await waitFor(() => expect(within(list).getByText('青年科技奖')).toBeTruthy());
    view.unmount();
  });

  it("puts the server's refusal on its field and keeps the dialog open", async () => {
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === MEETING_PATHS.add)
        throw new ApiError({
          status: 422,
          rtnCode: '505',
          message: '主持人须为会议成员',
          ref: M.chairNotMember,
        });
      return base(path, body);
    });
    const { view } = await openDialog();
    await waitFor(() => expect(awardRadio().disabled).toBe(false));
    fireEvent.click(awardRadio());
    await pick('meeting-add-award', '青年科技奖');
    await pick('meeting-add-experts', '王芳（浙江大学）');
    fireEvent.click(screen.getByTestId('meeting-add-ok'));
    await waitFor(() => expect(calls(MEETING_PATHS.add)).toHaveLength(1));
    const chair = (await screen.findByText('主持人须为会议成员')).closest('.ant-form-item')!;
    expect(chair.textContent).toContain('主持人');
    expect(within(chair as HTMLElement).getByTestId('meeting-add-chair')).toBeTruthy();
    expect(screen.getByTestId('meeting-add-form')).toBeTruthy();
    view.unmount();
  });

  it('offers no award when the edition has none without expert review, and says why', async () => {
    const base = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown) =>
      path === MEETING_PATHS.candidates ? { ...CANDIDATES, awards: [] } : base(path, body),
    );
    const { view } = await openDialog();
    await waitFor(() => expect(calls(MEETING_PATHS.candidates)).toHaveLength(1));
    await waitFor(() => expect(awardRadio().disabled).toBe(true));
    fireEvent.mouseEnter(screen.getByTestId('meeting-scope-award-wrap'));
    expect(await screen.findByText('本届没有不经专家评审、由会议直接评审的奖项')).toBeTruthy();
    expect(screen.getByTestId('meeting-add-group')).toBeTruthy();
    view.unmount();
  });
});
