import type { AwardOption } from '@awards/shared/awards';
import { EDITION_MESSAGES, type EditionDetail, type EditionHistoryEntry } from '@awards/shared/editions';
import { type MessageRef, messageCall, renderMessage } from '@awards/shared/i18n';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { EDITION_PATHS } from '../api/editionPage';
import { EditionListPage } from './EditionListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));

/** A refusal as the server sends it: its message in the language asked for (zh_CN here) and its key. */
const refusal = (ref: MessageRef) =>
  new ApiError({ status: 422, rtnCode: '505', message: renderMessage(ref), ref });
const post = vi.mocked(http.post);

const NO_WINDOWS = {
  declarationStart: null,
  declarationEnd: null,
  examinationStart: null,
  examinationEnd: null,
  reviewStart: null,
  reviewEnd: null,
  meetingStart: null,
  meetingEnd: null,
  publicityStart: null,
  publicityEnd: null,
};
const EDITION: EditionDetail = {
  editionId: 7,
  editionName: '2027年度科技奖励',
  year: 2027,
  status: 'draft',
  remark: null,
  sortNumber: 0,
  awardCount: 1,
  ...NO_WINDOWS,
  declarationStart: '2027-03-01T00:00:00.000Z',
  declarationEnd: '2027-04-01T00:00:00.000Z',
  examinationStart: '2027-04-01T00:00:00.000Z',
  examinationEnd: '2027-05-01T00:00:00.000Z',
  createBy: 'admin',
  createTime: '2026-11-01T00:00:00.000Z',
  updateBy: null,
  updateTime: null,
  awards: [
    {
      awardId: 4,
      awardCode: 'STP',
      awardName: '科学技术进步奖',
      category: 'progress',
      flow: ['formal_examination', 'expert_review', 'publicity'],
      grades: [{ gradeName: '一等奖', gradeLevel: 1, quota: 3 }],
      standards: [{ standardName: '创新性', description: null, maxScore: 100, weight: 100 }],
    },
  ],
};
const HISTORY: EditionHistoryEntry[] = [
  {
    historyId: 1,
    fromStatus: 'draft',
    toStatus: 'declaring',
    operator: 'admin',
    note: '按计划开始',
    createTime: '2026-11-02T00:00:00.000Z',
  },
];
const OPTIONS: AwardOption[] = [
  { awardId: 4, awardCode: 'STP', awardName: '科学技术进步奖', category: 'progress' },
  { awardId: 5, awardCode: 'TIA', awardName: '技术发明奖', category: 'invention' },
];
const page = <T,>(rows: T[]) => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  result: rows,
});

let edition: EditionDetail = EDITION;
let transition: () => unknown = () => ({ ...EDITION, status: 'declaring' });
beforeEach(() => {
  edition = EDITION;
  transition = () => ({ ...EDITION, status: 'declaring' });
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === EDITION_PATHS.page) return page([edition]);
    if (path === EDITION_PATHS.history) return HISTORY;
    if (path === EDITION_PATHS.awardOptions) return OPTIONS;
    if (path === EDITION_PATHS.transition) return transition();
    return edition;
  });
});

const ALL = ['EDITION_VIEW', 'EDITION_ADD', 'EDITION_EDIT', 'EDITION_DEL', 'EDITION_STATUS'];

describe('EditionListPage', () => {
  it('hides the actions whose EDITION_* code the user lacks', async () => {
    saveButtonAuth(['EDITION_VIEW']);
    renderRoute(<EditionListPage />, { url: '/?detail=7' });
    expect(await screen.findByTestId('edition-name-7')).toBeTruthy();
    expect(screen.queryByTestId('edition-add')).toBeNull();
    expect(screen.queryByTestId('action-edit')).toBeNull();
    expect(screen.queryByTestId('action-delete')).toBeNull();
    const drawer = await screen.findByTestId('edition-detail-drawer');
    expect(await within(drawer).findByTestId('edition-steps')).toBeTruthy();
    expect(within(drawer).queryByTestId('edition-next-declaring')).toBeNull();
  });

  it('offers delete only for drafts', async () => {
    saveButtonAuth(ALL);
    edition = { ...EDITION, status: 'declaring' };
    renderRoute(<EditionListPage />);
    expect(await screen.findByText('申报中')).toBeTruthy();
    expect(screen.getByTestId('action-delete').hasAttribute('disabled')).toBe(true);
  });

  it('refuses windows out of order on the field, before asking the server', async () => {
    saveButtonAuth(ALL);
    edition = { ...EDITION, examinationStart: '2027-03-15T00:00:00.000Z' };
    renderRoute(<EditionListPage />, { url: '/?form=edit:7' });
    const form = await screen.findByTestId('edition-form');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('形式审查开始时间不能早于申报结束时间')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(EDITION_PATHS.update, expect.anything(), expect.anything());
  });

  it("puts the server's window errors on the window's field", async () => {
    saveButtonAuth(ALL);
    post.mockImplementation(async (path: string) => {
      if (path === EDITION_PATHS.update)
        throw new ApiError({
          status: 400,
          rtnCode: '400',
          message: '专家评审时间须同时填写开始和结束',
          dataSet: {
            fieldErrors: { reviewStart: '专家评审时间须同时填写开始和结束' },
            fieldKeys: { reviewStart: messageCall(EDITION_MESSAGES.windowHalf({ window: '专家评审' })) },
          },
        });
      if (path === EDITION_PATHS.page) return page([edition]);
      return edition;
    });
    renderRoute(<EditionListPage />, { url: '/?form=edit:7' });
    const form = await screen.findByTestId('edition-form');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        EDITION_PATHS.update,
        expect.objectContaining({
          editionId: 7,
          year: 2027,
          // The instant it was, unmoved by the round trip through the display zone.
          declarationEnd: '2027-04-01T00:00:00.000Z',
          reviewStart: null,
        }),
        { silent: true },
      ),
    );
    const field = (await within(form).findByText('专家评审时间须同时填写开始和结束')).closest(
      '.ant-form-item',
    );
    expect(field?.textContent).toContain('专家评审时间');
  });

  it('opens the edition for declaration after a confirmation with a note, and shows the history', async () => {
    saveButtonAuth(ALL);
    renderRoute(<EditionListPage />);
    fireEvent.click(await screen.findByTestId('action-detail'));
    const drawer = await screen.findByTestId('edition-detail-drawer');
    fireEvent.click(await within(drawer).findByTestId('edition-next-declaring'));
    const dialog = await screen.findByTestId('edition-transition');
    expect(dialog.textContent).toContain('将届次从「草稿」变更为「申报中」？');
    fireEvent.change(within(dialog).getByTestId('edition-transition-note'), {
      target: { value: '按计划开始' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: '确定' }).at(-1)!);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        EDITION_PATHS.transition,
        { editionId: 7, target: 'declaring', note: '按计划开始' },
        { silent: true },
      ),
    );
    expect(await screen.findByText('届次已变更为「申报中」')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('tab', { name: '状态记录' }));
    const entry = await within(drawer).findByTestId('edition-history-declaring');
    expect(entry.textContent).toContain('草稿 → 申报中');
    expect(entry.textContent).toContain('按计划开始');
  });

  it("keeps the server's refusal of a move on screen", async () => {
    saveButtonAuth(ALL);
    transition = () => {
      throw refusal(EDITION_MESSAGES.awardNoQuota({ award: '科学技术进步奖' }));
    };
    renderRoute(<EditionListPage />, { url: '/?detail=7' });
    const drawer = await screen.findByTestId('edition-detail-drawer');
    fireEvent.click(await within(drawer).findByTestId('edition-next-declaring'));
    await screen.findByTestId('edition-transition');
    fireEvent.click(screen.getAllByRole('button', { name: '确定' }).at(-1)!);
    expect((await within(drawer).findByTestId('edition-refusal')).textContent).toContain(
      '奖项「科学技术进步奖」的名额合计为0',
    );
    // The refusal stays on screen: it follows a change of language, from its key.
    await changeLocale('en_GB');
    try {
      await waitFor(() =>
        expect(within(drawer).getByTestId('edition-refusal').textContent).toContain(
          'The quotas of the award “科学技术进步奖” total 0',
        ),
      );
    } finally {
      await changeLocale('zh_CN');
    }
  });

  it('adds an award from the picker, offering only awards not yet in the edition', async () => {
    saveButtonAuth(ALL);
    renderRoute(<EditionListPage />, { url: '/?detail=7' });
    const drawer = await screen.findByTestId('edition-detail-drawer');
    fireEvent.click(await within(drawer).findByRole('tab', { name: '届次奖项 (1)' }));
    expect(within(drawer).getByTestId('edition-award-STP')).toBeTruthy();
    fireEvent.click(within(drawer).getByTestId('edition-award-add'));
    const picker = await screen.findByTestId('edition-award-picker');
    fireEvent.mouseDown(picker.querySelector('input') ?? picker);
    fireEvent.click(await screen.findByTitle('技术发明奖 (TIA)'));
    expect(screen.queryByTitle('科学技术进步奖 (STP)')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: '确定' }).at(-1)!);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        EDITION_PATHS.awardsAdd,
        { editionId: 7, awardIds: [5] },
        { silent: true },
      ),
    );
  });

  it("saves an edition award's quotas, and shows the status refusal beside them", async () => {
    saveButtonAuth(ALL);
    post.mockImplementation(async (path: string) => {
      if (path === EDITION_PATHS.grades)
        throw refusal(EDITION_MESSAGES.notEditableGrades({ status: '公示中' }));
      if (path === EDITION_PATHS.history) return [];
      if (path === EDITION_PATHS.page) return page([edition]);
      return edition;
    });
    renderRoute(<EditionListPage />, { url: '/?detail=7' });
    const drawer = await screen.findByTestId('edition-detail-drawer');
    fireEvent.click(await within(drawer).findByRole('tab', { name: '届次奖项 (1)' }));
    const quota = within(drawer).getByTestId('edition-award-STP-grades-0-quota');
    fireEvent.change(quota.tagName === 'INPUT' ? quota : quota.querySelector('input')!, {
      target: { value: '4' },
    });
    fireEvent.click(within(drawer).getByTestId('edition-award-STP-grades-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        EDITION_PATHS.grades,
        { editionId: 7, awardId: 4, grades: [{ gradeName: '一等奖', gradeLevel: 1, quota: 4 }] },
        expect.anything(),
      ),
    );
    expect((await within(drawer).findByTestId('edition-award-STP-grades-problem')).textContent).toContain(
      '不能再修改奖励等级和名额',
    );
  });
});
