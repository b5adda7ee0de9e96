import { type AwardPlan, OBJECTION_PATHS, type ObjectionView } from '@awards/shared/objections';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { ObjectionListPage } from './ObjectionListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const ROW: ObjectionView = {
  objectionId: 3,
  snapshotId: 1,
  declarationId: 9,
  editionId: 2,
  editionName: '2026年度',
  awardId: 1,
  awardName: '科技进步奖',
  projectName: '高效储能材料',
  unitName: '某大学',
  status: 'filed',
  reason: '理由',
  screeningReason: null,
  screeningNote: null,
  conclusionOpinion: null,
  fileTime: '2026-01-01T00:00:00.000Z',
  concludeTime: null,
  objector: null,
};

function answer(row: ObjectionView) {
  post.mockImplementation(async (path: string) => {
    if (path === OBJECTION_PATHS.page)
      return { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [row] };
    if (path === OBJECTION_PATHS.editions) return [];
    return null;
  });
}

beforeEach(() => post.mockReset());

describe('ObjectionListPage', () => {
  it('names the status, hides who filed it without OBJECTION_HANDLE, offers screening with OBJECTION_SCREEN', async () => {
    answer(ROW);
    saveButtonAuth(['OBJECTION_VIEW', 'OBJECTION_SCREEN']);
    const view = renderRoute(<ObjectionListPage />);
    expect(await screen.findByText('高效储能材料')).toBeTruthy();
    expect(screen.getByText('待受理')).toBeTruthy();
    expect(screen.getAllByText('（仅调查人员可见）').length).toBeGreaterThan(0);
    expect(screen.getByTestId('action-screen')).toBeTruthy();
    view.unmount();
  });

  it('shows the objector to an investigator', async () => {
    answer({
      ...ROW,
      status: 'admitted',
      objector: { realname: '王异议', organisation: null, phone: '13900001111', email: null, loginName: 'x' },
    });
    saveButtonAuth(['OBJECTION_VIEW', 'OBJECTION_HANDLE']);
    renderRoute(<ObjectionListPage />);
    expect(await screen.findByText('王异议')).toBeTruthy();
    expect(screen.getByTestId('action-conclude')).toBeTruthy();
  });

  it('announces the period’s end on the award card as its last day at 24:00, as everywhere else', async () => {
    const plan: AwardPlan = {
      editionId: 2,
      // 2026-06-14 00:00 in Asia/Shanghai: the period ended at 24:00 on 13 June.
      periodEnd: '2026-06-13T16:00:00.000Z',
      periodOver: false,
      toAward: 3,
      toRevoke: 0,
      held: 0,
      openObjections: 1,
      finishes: false,
    };
    post.mockImplementation(async (path: string) => {
      if (path === OBJECTION_PATHS.page)
        return { pageNum: 1, pageSize: 10, totalCount: 1, totalPage: 1, result: [ROW] };
      if (path === OBJECTION_PATHS.editions)
        return [{ editionId: 2, editionName: '2026年度', status: 'publicity' }];
      if (path === OBJECTION_PATHS.awardPlan) return plan;
      return null;
    });
    saveButtonAuth(['OBJECTION_VIEW', 'OBJECTION_AWARD']);
    renderRoute(<ObjectionListPage />);
    const text = (await screen.findByTestId('award-plan')).textContent;
    expect(text).toContain('公示期截止：2026-06-13 24:00');
    expect(text).not.toContain('00:00:00');
  });
});
