import type { EditionView } from '@awards/shared/editions';
import type { MeetingDetail, MeetingTally, MeetingView } from '@awards/shared/meeting';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { screen, waitFor } from '@testing-library/react';
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
