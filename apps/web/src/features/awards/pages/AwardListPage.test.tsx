import { AWARD_MESSAGES, type AwardView } from '@awards/shared/awards';
import { type MessageRef, messageCall, renderMessage } from '@awards/shared/i18n';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { AWARD_PATHS } from '../api/awardPage';
import { AwardListPage } from './AwardListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const AWARD: AwardView = {
  awardId: 4,
  awardCode: 'STP',
  awardName: '科学技术进步奖',
  category: 'progress',
  description: null,
  status: 1,
  sortNumber: 1,
  flow: ['formal_examination', 'expert_review', 'publicity'],
  grades: [
    { gradeName: '一等奖', gradeLevel: 1, quota: 3 },
    { gradeName: '二等奖', gradeLevel: 2, quota: 5 },
  ],
  standards: [
    { standardName: '创新性', description: null, maxScore: 100, weight: 60 },
    { standardName: '效益', description: null, maxScore: 100, weight: 40 },
  ],
  editionCount: 1,
  createBy: 'admin',
  createTime: '2026-01-01T00:00:00.000Z',
  updateBy: null,
  updateTime: null,
};
const page = <T,>(rows: T[]) => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  result: rows,
});
/** The <input> of an antd control, whichever element carries the test id. */
const inputOf = (element: HTMLElement) =>
  element.tagName === 'INPUT' ? element : (element.querySelector('input') as HTMLElement);
/** A refusal as the server sends it: its message in the language asked for (zh_CN here) and its key. */
const refusal = (ref: MessageRef) =>
  new ApiError({ status: 422, rtnCode: '505', message: renderMessage(ref), ref });
const IN_USE = AWARD_MESSAGES.inUse({ name: '科学技术进步奖', editions: '「2026年度」' });

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === AWARD_PATHS.page) return page([AWARD]);
    if (path === AWARD_PATHS.delete) throw refusal(IN_USE);
    return AWARD;
  });
});

const ALL = ['PRIZE_VIEW', 'PRIZE_ADD', 'PRIZE_EDIT', 'PRIZE_DEL', 'PRIZE_ENABLE'];

async function openDetail(tab: string) {
  fireEvent.click(await screen.findByTestId('action-detail'));
  const drawer = await screen.findByTestId('award-detail-drawer');
  fireEvent.click(await within(drawer).findByRole('tab', { name: tab }));
  return drawer;
}

describe('AwardListPage', () => {
  it('hides the actions whose PRIZE_* code the user lacks, and shows the set read-only', async () => {
    saveButtonAuth(['PRIZE_VIEW']);
    renderRoute(<AwardListPage />);
    expect(await screen.findByTestId('award-name-STP')).toBeTruthy();
    expect(screen.getByText('一等奖 × 3')).toBeTruthy();
    expect(screen.queryByTestId('award-add')).toBeNull();
    expect(screen.queryByTestId('action-edit')).toBeNull();
    expect(screen.queryByTestId('action-delete')).toBeNull();
    expect(screen.queryByTestId('award-status-STP')).toBeNull();
    const drawer = await openDetail('奖励等级');
    expect(within(drawer).queryByTestId('grades-save')).toBeNull();
    expect(within(drawer).getByText('当前不可修改')).toBeTruthy();
  });

  it("shows the server's reason when an edition uses the award", async () => {
    saveButtonAuth(ALL);
    renderRoute(<AwardListPage />);
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('奖项「科学技术进步奖」已被届次「2026年度」使用，不能删除')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(AWARD_PATHS.delete, { awardId: 4 }, { silent: true });
  });

  it("shows the server's reason in the language of the moment, from its key", async () => {
    await changeLocale('en_GB');
    try {
      saveButtonAuth(ALL);
      renderRoute(<AwardListPage />);
      fireEvent.click(await screen.findByTestId('action-delete'));
      fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
      expect(
        await screen.findByText('The award “科学技术进步奖” is used by 「2026年度」: it cannot be deleted'),
      ).toBeTruthy();
    } finally {
      await changeLocale('zh_CN');
    }
  });

  it('disables an award with its switch, once confirmed with what it stops', async () => {
    saveButtonAuth(ALL);
    renderRoute(<AwardListPage />);
    fireEvent.click(await screen.findByTestId('award-status-STP'));
    // The award is used by an edition: the question names the consequence (issue 14 item 6).
    expect(
      await screen.findByText(
        '它正被 1 个届次使用：这些届次里的它和已有申报不变，但不能再把它加入其他届次。',
      ),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(AWARD_PATHS.updateStatus, expect.anything(), expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        AWARD_PATHS.updateStatus,
        { awardIds: [4], status: 0 },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('停用成功!')).toBeTruthy();
  });

  it('sums the weights as they are typed and saves the standards only when they reach 100', async () => {
    saveButtonAuth(ALL);
    renderRoute(<AwardListPage />);
    const drawer = await openDetail('评分标准');
    expect(within(drawer).getByTestId('standards-sum').textContent).toBe('权重合计 100 / 100');
    fireEvent.change(inputOf(within(drawer).getByTestId('standards-1-weight')), { target: { value: '30' } });
    await waitFor(() =>
      expect(within(drawer).getByTestId('standards-sum').textContent).toBe('权重合计 90 / 100'),
    );
    fireEvent.click(within(drawer).getByTestId('standards-save'));
    expect(await within(drawer).findByText('评分标准权重之和必须为100，当前为90')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith(AWARD_PATHS.standards, expect.anything(), expect.anything());

    fireEvent.click(within(drawer).getByTestId('standards-add'));
    fireEvent.change(inputOf(within(drawer).getByTestId('standards-2-standardName')), {
      target: { value: '规范性' },
    });
    fireEvent.change(inputOf(within(drawer).getByTestId('standards-2-weight')), { target: { value: '10' } });
    fireEvent.click(within(drawer).getByTestId('standards-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        AWARD_PATHS.standards,
        {
          awardId: 4,
          standards: [
            AWARD.standards[0],
            { ...AWARD.standards[1], weight: 30 },
            { standardName: '规范性', description: null, maxScore: 100, weight: 10 },
          ],
        },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('保存成功!')).toBeTruthy();
  });

  it("shows the server's refusal of a grade set beside the set", async () => {
    saveButtonAuth(ALL);
    post.mockImplementation(async (path: string) => {
      if (path === AWARD_PATHS.page) return page([AWARD]);
      if (path === AWARD_PATHS.grades)
        throw new ApiError({
          status: 400,
          rtnCode: '400',
          message: '等级名称不能重复',
          ref: AWARD_MESSAGES.gradeNameDuplicate,
          dataSet: {
            fieldErrors: { grades: '等级名称不能重复' },
            fieldKeys: { grades: messageCall(AWARD_MESSAGES.gradeNameDuplicate) },
          },
        });
      return AWARD;
    });
    renderRoute(<AwardListPage />);
    const drawer = await openDetail('奖励等级');
    fireEvent.click(within(drawer).getByTestId('grades-add'));
    fireEvent.change(within(drawer).getByTestId('grades-2-gradeName'), { target: { value: '三等奖' } });
    fireEvent.click(within(drawer).getByTestId('grades-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        AWARD_PATHS.grades,
        { awardId: 4, grades: [...AWARD.grades, { gradeName: '三等奖', gradeLevel: 3, quota: 0 }] },
        expect.anything(),
      ),
    );
    expect((await within(drawer).findByTestId('grades-problem')).textContent).toContain('等级名称不能重复');
  });

  it('checks the flow as it is edited and saves the new order', async () => {
    saveButtonAuth(ALL);
    renderRoute(<AwardListPage />);
    const drawer = await openDetail('预设流程');
    fireEvent.click(within(drawer).getByTestId('flow-formal_examination-remove'));
    expect(within(drawer).getByTestId('flow-problem').textContent).toContain('评审流程必须包含形式审查');
    expect(within(drawer).getByTestId('flow-save').hasAttribute('disabled')).toBe(true);

    fireEvent.mouseDown(inputOf(within(drawer).getByTestId('flow-choose')));
    fireEvent.click(await screen.findByTitle('形式审查'));
    fireEvent.click(within(drawer).getByTestId('flow-add'));
    // Now last: out of order until moved to the top.
    expect(within(drawer).getByTestId('flow-problem').textContent).toContain('顺序');
    fireEvent.click(within(drawer).getByTestId('flow-formal_examination-up'));
    fireEvent.click(within(drawer).getByTestId('flow-formal_examination-up'));
    expect(within(drawer).queryByTestId('flow-problem')).toBeNull();
    fireEvent.click(within(drawer).getByTestId('flow-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        AWARD_PATHS.flow,
        { awardId: 4, flow: ['formal_examination', 'expert_review', 'publicity'] },
        expect.anything(),
      ),
    );
  });

  it('puts a taken code on its field', async () => {
    saveButtonAuth(ALL);
    post.mockImplementation(async (path: string) => {
      if (path === AWARD_PATHS.page) return page([AWARD]);
      if (path === AWARD_PATHS.add)
        throw new ApiError({
          status: 409,
          rtnCode: '409',
          message: '该奖项编码已存在',
          ref: AWARD_MESSAGES.awardCodeTaken,
          dataSet: {
            fieldErrors: { awardCode: '该奖项编码已存在' },
            fieldKeys: { awardCode: messageCall(AWARD_MESSAGES.awardCodeTaken) },
          },
        });
      return AWARD;
    });
    renderRoute(<AwardListPage />, { url: '/?form=add' });
    const form = await screen.findByTestId('award-form');
    fireEvent.change(within(form).getByLabelText('奖项编码'), { target: { value: 'STP' } });
    fireEvent.change(within(form).getByLabelText('奖项名称'), { target: { value: '另一个奖' } });
    fireEvent.mouseDown(within(form).getByLabelText('奖项类别'));
    fireEvent.click(await screen.findByTitle('技术发明奖'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('该奖项编码已存在')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      AWARD_PATHS.add,
      expect.objectContaining({ awardCode: 'STP', category: 'invention', status: 1 }),
      { silent: true },
    );
  });
});
