import type { DeclarationDetail } from '@awards/shared/declarations';
import type { QueueItem } from '@awards/shared/examination';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { EXAMINATION_PATHS } from '../api/examination';
import { ExaminationPage } from './ExaminationPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const BASE = {
  editionId: 2,
  editionName: '2026年度科技奖励',
  awardId: 4,
  awardName: '科学技术进步奖',
  gradeLevel: 2,
  gradeName: '二等奖',
  unitId: 9,
  unitName: '浙江大学',
  recommendUnit: null,
  recommendUnitId: null,
  discipline: 'energy',
  disciplineName: '能源',
  regionCode: '330100',
  regionName: '浙江省 / 杭州市',
  submittedAt: '2026-10-01T02:00:00.000Z',
  createBy: 'admin',
  createTime: '2026-09-30T02:00:00.000Z',
  updateBy: null,
  updateTime: null,
};
const ROWS: QueueItem[] = [
  { ...BASE, declarationId: 31, projectName: '光伏组件', status: 'submitted', returnCount: 0 },
  { ...BASE, declarationId: 32, projectName: '储能电池', status: 'resubmitted', returnCount: 1 },
];
const DETAIL: DeclarationDetail = {
  ...ROWS[0]!,
  summary: '简介',
  keyData: {},
  completers: [{ name: '张三', unit: null, contribution: null, sortNumber: 1 }],
  attachments: [],
  audits: [
    {
      auditId: 1,
      action: 'submit',
      fromStatus: 'draft',
      toStatus: 'submitted',
      opinion: null,
      actorKind: 'staff',
      actor: 'admin',
      actorName: null,
      createTime: '2026-10-01T02:00:00.000Z',
    },
  ],
  carriedFrom: null,
  carriedTo: null,
};
const page = <T,>(rows: T[]) => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  result: rows,
});

let decide: () => unknown;
let batch: () => unknown;
beforeEach(() => {
  decide = () => ({ ...DETAIL, status: 'returned' });
  batch = () => ({ count: 2 });
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === EXAMINATION_PATHS.page) return page(ROWS);
    if (path === EXAMINATION_PATHS.detail) return DETAIL;
    if (path === EXAMINATION_PATHS.decide) return decide();
    if (path === EXAMINATION_PATHS.batchPass) return batch();
    if (path === '/rest/edition/page') return page([]);
    if (path === '/rest/dict/getDictItems') return { dictList: [] };
    return [];
  });
  saveButtonAuth(['DECLARE_VIEW', 'DECLARE_EXAMINE']);
});

const decideCalls = () => post.mock.calls.filter(([path]) => path === EXAMINATION_PATHS.decide);

describe('ExaminationPage', () => {
  it('hides the examine and batch buttons without DECLARE_EXAMINE', async () => {
    saveButtonAuth(['DECLARE_VIEW']);
    renderRoute(<ExaminationPage />);
    expect(await screen.findByTestId('queue-name-31')).toBeTruthy();
    expect(screen.queryByTestId('batch-pass')).toBeNull();
    expect(screen.queryByTestId('action-examine')).toBeNull();
  });

  it('refuses a return without an opinion in the form, then sends it with one', async () => {
    renderRoute(<ExaminationPage />, { url: '/?examine=31' });
    const view = await screen.findByTestId('examination-view');
    expect(await within(view).findByTestId('exam-trail-submit')).toBeTruthy();
    fireEvent.click(within(view).getByText('退回修改'));
    fireEvent.click(within(view).getByTestId('decision-submit'));
    expect(await within(view).findByText('除“通过”外须填写审查意见')).toBeTruthy();
    expect(decideCalls()).toHaveLength(0);
    fireEvent.change(within(view).getByTestId('decision-opinion'), { target: { value: '缺少查新报告' } });
    fireEvent.click(within(view).getByTestId('decision-submit'));
    await waitFor(() => expect(decideCalls()).toHaveLength(1));
    expect(decideCalls()[0]?.[1]).toEqual({ declarationId: 31, decision: 'return', opinion: '缺少查新报告' });
  });

  it('chooses no outcome for the examiner: the submit asks for one (请选择审查结论)', async () => {
    renderRoute(<ExaminationPage />, { url: '/?examine=31' });
    const view = await screen.findByTestId('examination-view');
    fireEvent.click(await within(view).findByTestId('decision-submit'));
    expect(await within(view).findByText('请选择审查结论')).toBeTruthy();
    expect(within(view).queryByRole('radio', { checked: true })).toBeNull();
    expect(decideCalls()).toHaveLength(0);
  });

  const chooseRejection = async () => {
    decide = () => ({ ...DETAIL, status: 'not_accepted' });
    renderRoute(<ExaminationPage />, { url: '/?examine=31' });
    const view = await screen.findByTestId('examination-view');
    fireEvent.click(await within(view).findByText('不予受理'));
    fireEvent.change(within(view).getByTestId('decision-opinion'), { target: { value: '不符合申报条件' } });
    fireEvent.click(within(view).getByTestId('decision-submit'));
    expect(await screen.findByText('不予受理后申报即告终止，申报单位不能再修改或重新提交。')).toBeTruthy();
  };

  it('asks before 不予受理, and sends nothing when cancelled', async () => {
    await chooseRejection();
    fireEvent.click(screen.getByRole('button', { name: /取\s?消/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(decideCalls()).toHaveLength(0);
  });

  it('sends 不予受理 once confirmed', async () => {
    await chooseRejection();
    fireEvent.click(screen.getByRole('button', { name: '不予受理' }));
    await waitFor(() => expect(decideCalls()).toHaveLength(1));
    expect(decideCalls()[0]?.[1]).toEqual({
      declarationId: 31,
      decision: 'reject',
      opinion: '不符合申报条件',
    });
  });

  it("shows the server's refusal on the opinion field", async () => {
    decide = () => {
      throw new ApiError({
        status: 400,
        rtnCode: '400',
        message: '参数错误',
        dataSet: { fieldErrors: { opinion: '请填写审查意见（服务端）' } },
      });
    };
    renderRoute(<ExaminationPage />, { url: '/?examine=31' });
    const view = await screen.findByTestId('examination-view');
    fireEvent.click(await within(view).findByText('缓评'));
    fireEvent.change(within(view).getByTestId('decision-opinion'), { target: { value: '下届再评' } });
    fireEvent.click(within(view).getByTestId('decision-submit'));
    expect(await within(view).findByText('请填写审查意见（服务端）')).toBeTruthy();
  });

  it('lists the per-declaration reasons of a refused batch pass', async () => {
    batch = () => {
      throw new ApiError({
        status: 422,
        rtnCode: '505',
        message: '有 1 条申报不能通过，本次批量通过未执行',
        dataSet: [{ declarationId: 32, reason: '申报当前为「退回修改」，不能「形式审查通过」' }],
      });
    };
    renderRoute(<ExaminationPage />);
    await screen.findByTestId('queue-name-32');
    for (const box of screen.getAllByRole('checkbox').slice(1)) fireEvent.click(box);
    fireEvent.click(screen.getByTestId('batch-pass'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    const modal = await screen.findByTestId('batch-refusals');
    expect(within(modal).getByText('储能电池')).toBeTruthy();
    expect(within(modal).getByText('申报当前为「退回修改」，不能「形式审查通过」')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      EXAMINATION_PATHS.batchPass,
      { declarationIds: [31, 32], opinion: null },
      { silent: true },
    );
  });
});
