import type { DeclarationDetail } from '@awards/shared/declarations';
import { http } from '@awards/web-common/http';
import { saveButtonAuth, saveToken } from '@awards/web-common/session';
import { downloadBlob, openForPrint } from '@awards/web-common/transfer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { DECLARATION_PATHS } from '../api/declarationPage';
import { DeclarationListPage, toFilters } from './DeclarationListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);
vi.mock('@awards/web-common/transfer', async (actual) => ({
  ...(await actual<typeof import('@awards/web-common/transfer')>()),
  downloadBlob: vi.fn(async () => true),
  openForPrint: vi.fn(async () => true),
}));
const downloads = vi.mocked(downloadBlob);
const prints = vi.mocked(openForPrint);

const DECLARATION: DeclarationDetail = {
  declarationId: 31,
  editionId: 2,
  editionName: '2026年度科技奖励',
  awardId: 4,
  awardName: '科学技术进步奖',
  gradeLevel: 2,
  gradeName: '二等奖',
  projectName: '高效光伏组件关键技术',
  unitId: 9,
  unitName: '浙江大学',
  recommendUnit: '浙江省科协',
  recommendUnitId: null,
  discipline: 'energy',
  disciplineName: '能源',
  regionCode: '330100',
  regionName: '浙江省 / 杭州市',
  status: 'submitted',
  submittedAt: '2026-10-01T02:00:00.000Z',
  createBy: 'admin',
  createTime: '2026-09-30T02:00:00.000Z',
  updateBy: null,
  updateTime: null,
  summary: '组件效率提升',
  keyData: { 专利数: 12 },
  completers: [
    { name: '李四', unit: '浙江大学', contribution: '工艺', sortNumber: 2 },
    { name: '张三', unit: '浙江大学', contribution: '总体设计', sortNumber: 1 },
  ],
  attachments: [
    {
      fileId: '0b7c6b0e-8f1e-4c55-9d2c-1f7f0b0f0a11',
      attachmentType: 'application',
      fileName: '申报书.pdf',
      size: 204_800,
      mime: 'application/pdf',
    },
  ],
  audits: [
    {
      auditId: 1,
      action: 'create',
      fromStatus: null,
      toStatus: 'draft',
      opinion: null,
      actorKind: 'staff',
      actor: 'admin',
      actorName: '管理员',
      createTime: '2026-09-30T02:00:00.000Z',
    },
    {
      auditId: 2,
      action: 'return',
      fromStatus: 'submitted',
      toStatus: 'returned',
      opinion: '缺少查新报告',
      actorKind: 'examiner',
      actor: 'auditor',
      actorName: '审核员',
      createTime: '2026-10-02T02:00:00.000Z',
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

let row: DeclarationDetail = DECLARATION;
beforeEach(() => {
  row = DECLARATION;
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === DECLARATION_PATHS.page) return page([row]);
    if (path === DECLARATION_PATHS.editions) return page([]);
    if (path === DECLARATION_PATHS.awards || path === DECLARATION_PATHS.units) return [];
    if (path === '/rest/dict/getDictItems')
      return { dictList: [{ code: 'energy', value: '能源', text: '能源' }] };
    return row;
  });
});

const ALL = [
  'DECLARE_VIEW',
  'DECLARE_ADD',
  'DECLARE_EDIT',
  'DECLARE_DEL',
  'DECLARE_REVOKE',
  'DECLARE_EXPORT',
];

describe('DeclarationListPage', () => {
  it('hides the buttons whose DECLARE_* code the user lacks', async () => {
    saveButtonAuth(['DECLARE_VIEW']);
    renderRoute(<DeclarationListPage />);
    expect(await screen.findByTestId('declaration-name-31')).toBeTruthy();
    expect(screen.getByTestId('action-detail')).toBeTruthy();
    for (const id of ['declaration-add', 'declaration-export', 'action-edit', 'action-more'])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it('shows the status tag, and the detail with ordered completers, a token link and the trail', async () => {
    saveButtonAuth(ALL);
    saveToken('tok-1');
    renderRoute(<DeclarationListPage />, { url: '/?detail=31' });
    expect((await screen.findByTestId('declaration-status-31')).textContent).toBe('已提交');
    const row = screen.getByTestId('declaration-name-31').closest('tr') as HTMLElement;
    expect(await within(row).findByText('能源')).toBeTruthy();
    const drawer = await screen.findByTestId('declaration-detail-drawer');
    // The detail names the codes: the grade, the region's full name.
    expect(await within(drawer).findByText('浙江省 / 杭州市')).toBeTruthy();
    expect(within(drawer).getByText('二等奖')).toBeTruthy();
    fireEvent.click(await within(drawer).findByText('完成人 (2)'));
    const names = within(await within(drawer).findByTestId('declaration-completers'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(names[0]).toContain('张三');
    expect(names[1]).toContain('李四');
    fireEvent.click(within(drawer).getByText('附件 (1)'));
    const link = (await within(drawer).findByText('申报书.pdf')).closest('a');
    expect(link?.getAttribute('href')).toContain('/rest/file/download/0b7c6b0e-8f1e-4c55-9d2c-1f7f0b0f0a11');
    expect(link?.getAttribute('href')).toContain('token=tok-1');
    fireEvent.click(within(drawer).getByText('审查记录'));
    const returned = await within(drawer).findByTestId('trail-return');
    expect(returned.textContent).toContain('缺少查新报告');
    expect(returned.textContent).toContain('已提交 → 退回修改');
  });

  it('exports and prints one declaration from its detail with DECLARE_EXPORT only', async () => {
    saveButtonAuth(ALL);
    const { unmount } = renderRoute(<DeclarationListPage />, { url: '/?detail=31' });
    const drawer = await screen.findByTestId('declaration-detail-drawer');
    fireEvent.click(await within(drawer).findByTestId('declaration-export-form'));
    expect(downloads).toHaveBeenCalledWith(
      '/rest/declare/exportForm',
      expect.objectContaining({ method: 'POST', body: { declarationId: 31 } }),
    );
    fireEvent.click(within(drawer).getByTestId('declaration-print'));
    expect(prints).toHaveBeenCalledWith('/rest/declare/printView', {
      method: 'POST',
      body: { declarationId: 31 },
    });
    unmount();

    saveButtonAuth(ALL.filter((code) => code !== 'DECLARE_EXPORT'));
    renderRoute(<DeclarationListPage />, { url: '/?detail=31' });
    const again = await screen.findByTestId('declaration-detail-drawer');
    await within(again).findByText('审查记录');
    expect(within(again).queryByTestId('declaration-print')).toBeNull();
  });

  it('prints the review summary from the detail of a reviewed declaration, with RESULT_VIEW only', async () => {
    row = { ...DECLARATION, status: 'awarded' };
    saveButtonAuth([...ALL, 'RESULT_VIEW']);
    const { unmount } = renderRoute(<DeclarationListPage />, { url: '/?detail=31' });
    const drawer = await screen.findByTestId('declaration-detail-drawer');
    fireEvent.click(await within(drawer).findByTestId('declaration-review-summary'));
    expect(prints).toHaveBeenCalledWith('/rest/result/reviewSummaryView', {
      method: 'POST',
      body: { declarationId: 31 },
    });
    unmount();

    saveButtonAuth(ALL);
    const second = renderRoute(<DeclarationListPage />, { url: '/?detail=31' });
    const without = await screen.findByTestId('declaration-detail-drawer');
    await within(without).findByTestId('declaration-print');
    expect(within(without).queryByTestId('declaration-review-summary')).toBeNull();
    second.unmount();

    // A declaration never reviewed offers none.
    row = DECLARATION;
    saveButtonAuth([...ALL, 'RESULT_VIEW']);
    renderRoute(<DeclarationListPage />, { url: '/?detail=31' });
    const submitted = await screen.findByTestId('declaration-detail-drawer');
    await within(submitted).findByTestId('declaration-print');
    expect(within(submitted).queryByTestId('declaration-review-summary')).toBeNull();
  });

  it('offers edit only in draft and returned, delete only for drafts', async () => {
    saveButtonAuth(ALL);
    renderRoute(<DeclarationListPage />);
    await screen.findByTestId('declaration-name-31');
    expect(screen.getByTestId('action-edit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('action-more'));
    const del = await screen.findByTestId('action-delete');
    expect(del.closest('li')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('asks for the withdrawal reason before calling revoke', async () => {
    saveButtonAuth(ALL);
    renderRoute(<DeclarationListPage />);
    await screen.findByTestId('declaration-name-31');
    fireEvent.click(screen.getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-revoke'));
    const form = await screen.findByTestId('revoke-form');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /撤\s?回/ }));
    expect(await within(form).findByText('请填写撤回原因')).toBeTruthy();
    expect(post.mock.calls.some(([path]) => path === DECLARATION_PATHS.revoke)).toBe(false);
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '单位决定不再申报' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /撤\s?回/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        DECLARATION_PATHS.revoke,
        { declarationId: 31, reason: '单位决定不再申报' },
        { silent: true },
      ),
    );
  });
});

describe('toFilters', () => {
  it('sends the deepest region and the days as bounds in the display zone (Asia/Shanghai)', () => {
    expect(
      toFilters({ region: ['330000', '330100'], submitted: ['2026-10-01', '2026-10-31'], status: 'passed' }),
    ).toEqual({
      status: 'passed',
      regionCode: '330100',
      submittedFrom: '2026-09-30T16:00:00.000Z',
      submittedTo: '2026-10-31T15:59:59.999Z',
    });
  });
});
