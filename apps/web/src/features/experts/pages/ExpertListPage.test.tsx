import { EXPERT_MESSAGES } from '@awards/shared/experts';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { EDITION, expert, page } from '../testExperts';
import { ExpertListPage } from './ExpertListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const ALL = [
  'EXPERT_VIEW',
  'EXPERT_ADD',
  'EXPERT_EDIT',
  'EXPERT_DEL',
  'EXPERT_BLACKLIST',
  'EXPERT_RECYCLE',
  'EXPERT_PUSH',
  'EXPERT_EXPORT',
];
const ROWS = [expert(1), expert(2, { blacklisted: true, blacklistReason: '评审违规' })];

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === '/rest/expert/page') return page(ROWS);
    if (path === '/rest/bank/list') return [];
    if (path === '/rest/dict/getDictItems')
      return { dictList: [{ code: 'CS', value: '计算机科学', text: '' }] };
    if (path === '/rest/edition/options') return [EDITION];
    if (path === '/rest/expert/pool/page')
      return page([{ ...expert(1), editionId: 4, pushBy: 'admin', pushTime: '2026-11-02T00:00:00.000Z' }]);
    if (path === '/rest/expert/detail') {
      const { expertId } = body as { expertId: number };
      return expert(expertId, { idNumber: '330102199001011234', sensitiveMasked: false });
    }
    if (path === '/rest/expert/push') return { count: 1, alreadyInPool: 1, notified: 0 };
    if (path === '/rest/expert/delete')
      throw new ApiError({
        status: 422,
        rtnCode: '505',
        message: '专家已在届次2026年度届次的专家库中，请先从届次移出后再删除',
        dataSet: null,
      });
    return { count: 1, notified: 0 };
  });
});

/** The search input of a select of the expert form. */
function picker(name: string): HTMLElement {
  const item = document.querySelector(`#expertForm_${name}`) as HTMLElement;
  return item.tagName === 'INPUT' ? item : (item.querySelector('input') ?? item);
}

const row = async (id: number) =>
  (await screen.findByTestId(`expert-name-${id}`)).closest('tr') as HTMLElement;

describe('ExpertListPage', () => {
  it('shows the masked numbers and the discipline name, and hides what EXPERT_VIEW alone may not do', async () => {
    saveButtonAuth(['EXPERT_VIEW']);
    renderRoute(<ExpertListPage />);
    const first = await row(1);
    expect(within(first).getByText('330***********1234')).toBeTruthy();
    expect(await within(first).findByText('计算机科学')).toBeTruthy();
    expect(screen.getByTestId('expert-blacklisted-2')).toBeTruthy();
    for (const id of ['expert-add', 'expert-push', 'expert-export', 'expert-recycle'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(within(first).queryByTestId('action-edit')).toBeNull();
    expect(within(first).queryByTestId('action-more')).toBeNull();
    expect(within(first).getByTestId('action-detail')).toBeTruthy();
  });

  it('opens on the approved experts, with the status beside the name (issue 14 item 9)', async () => {
    saveButtonAuth(['EXPERT_VIEW']);
    renderRoute(<ExpertListPage />);
    await row(1);
    const asked = post.mock.calls.find(([path]) => path === '/rest/expert/page')?.[1];
    expect(asked).toMatchObject({ status: 'approved' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.indexOf('审核状态')).toBe(headers.indexOf('专家姓名') + 1);
  });

  it('does not let a blacklisted expert be ticked for 推送至届次, and says why', async () => {
    saveButtonAuth(['EXPERT_VIEW', 'EXPERT_PUSH']);
    renderRoute(<ExpertListPage />);
    const boxOf = async (id: number) =>
      within((await screen.findByTestId(`expert-name-${id}`)).closest('tr')!).getByRole('checkbox');
    expect((await boxOf(1)).hasAttribute('disabled')).toBe(false);
    const barred = await boxOf(2);
    expect(barred.hasAttribute('disabled')).toBe(true);
    expect(barred.closest('[title]')?.getAttribute('title')).toBe('已列入黑名单的专家不能推送至届次');
  });

  it('shows the detail as the server gives it (in full for EXPERT_VIEW_SENSITIVE)', async () => {
    saveButtonAuth(['EXPERT_VIEW']);
    renderRoute(<ExpertListPage />);
    fireEvent.click(within(await row(1)).getByTestId('action-detail'));
    const drawer = await screen.findByTestId('expert-detail-drawer');
    expect((await within(drawer).findByTestId('detail-idNumber')).textContent).toBe('330102199001011234');
    expect(within(drawer).queryByText('证件号码和银行账号已脱敏显示')).toBeNull();
  });

  it('shows a detail that failed to load as the reason and a retry, not an endless spinner', async () => {
    saveButtonAuth(['EXPERT_VIEW']);
    const answered = post.getMockImplementation();
    let failing = true;
    post.mockImplementation(async (path, body, options) => {
      if (failing && path === '/rest/expert/detail')
        throw new ApiError({ status: 500, rtnCode: '500', message: '服务暂时不可用' });
      return answered?.(path, body, options);
    });
    renderRoute(<ExpertListPage />);
    fireEvent.click(within(await row(1)).getByTestId('action-detail'));
    const drawer = await screen.findByTestId('expert-detail-drawer');
    expect(await within(drawer).findByTestId('load-error')).toBeTruthy();
    expect(within(drawer).getByText('服务暂时不可用')).toBeTruthy();
    // Shown in place: no notice, but a lapsed session still ends (not `silent`).
    expect(post).toHaveBeenCalledWith('/rest/expert/detail', { expertId: 1 }, { shownInPlace: true });
    failing = false;
    fireEvent.click(within(drawer).getByTestId('load-retry'));
    expect((await within(drawer).findByTestId('detail-idNumber')).textContent).toBe('330102199001011234');
    expect(within(drawer).queryByTestId('load-error')).toBeNull();
  });

  it('blacklists only with a reason, and lifts with a confirmation', async () => {
    saveButtonAuth(ALL);
    renderRoute(<ExpertListPage />);
    fireEvent.click(within(await row(1)).getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-blacklist'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('请填写加入黑名单的原因')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/rest/expert/blacklist', expect.anything(), expect.anything());

    fireEvent.change(within(dialog).getByTestId('reason-text'), { target: { value: '评审期间违规' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/expert/blacklist',
        { expertIds: [1], blacklistReason: '评审期间违规' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('已加入黑名单')).toBeTruthy();

    fireEvent.click(within(await row(2)).getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-lift'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/rest/expert/blacklistLift', { expertIds: [2] }, expect.anything()),
    );
  });

  it("shows the server's 505 when a pooled expert is deleted", async () => {
    saveButtonAuth(ALL);
    renderRoute(<ExpertListPage />);
    fireEvent.click(within(await row(1)).getByTestId('action-more'));
    fireEvent.click(await screen.findByTestId('action-delete'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    expect(
      await screen.findByText('专家已在届次2026年度届次的专家库中，请先从届次移出后再删除'),
    ).toBeTruthy();
  });

  it('pushes the selected experts to an edition and says how many were added and skipped', async () => {
    saveButtonAuth(ALL);
    renderRoute(<ExpertListPage />);
    const push = await screen.findByTestId('expert-push');
    expect((push as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(await row(1)).getByRole('checkbox'));
    await waitFor(() => expect((push as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(push);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(dialog.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请选择届次'),
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('2026年度届次'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/expert/push',
        { editionId: 4, expertIds: [1] },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('推送成功：新增 1 位，已在库中跳过 1 位，已通知 0 位')).toBeTruthy();
  });

  it("lists the open edition's pool and removes from it", async () => {
    saveButtonAuth(ALL);
    renderRoute(<ExpertListPage />);
    fireEvent.click(await screen.findByTestId('expert-pool'));
    const drawer = await screen.findByTestId('pool-drawer');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/expert/pool/page',
        expect.objectContaining({ editionId: 4 }),
        expect.anything(),
      ),
    );
    fireEvent.click(await within(drawer).findByTestId('action-remove'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/expert/pool/remove',
        { editionId: 4, expertIds: [1] },
        expect.anything(),
      ),
    );
  });

  it('leaves the masked numbers out of an edit unless retyped', async () => {
    saveButtonAuth(ALL);
    post.mockImplementation(async (path: string) => {
      if (path === '/rest/expert/page') return page(ROWS);
      if (path === '/rest/expert/detail') return expert(1);
      if (path === '/rest/dict/getDictItems')
        return { dictList: [{ code: 'CS', value: '计算机科学', text: '' }] };
      if (path === '/rest/bank/list') return [];
      return expert(1);
    });
    renderRoute(<ExpertListPage />);
    fireEvent.click(within(await row(1)).getByTestId('action-edit'));
    const form = await screen.findByTestId('expert-form');
    expect(await within(form).findByText('当前为 330***********1234，不修改请留空')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/rest/expert/update', expect.anything(), expect.anything()),
    );
    const sent = post.mock.calls.find(([path]) => path === '/rest/expert/update')?.[1] as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ expertId: 1, expertName: '专家1', discipline: 'CS', regionCode: '330000' });
    expect(sent).not.toHaveProperty('idNumber');
    expect(sent).not.toHaveProperty('bankAccount');
  });

  it('chooses the bank and the branch from the list as the site does, and sends both', async () => {
    saveButtonAuth(ALL);
    post.mockImplementation(async (path: string, body?: unknown) => {
      if (path === '/rest/expert/page') return page(ROWS);
      if (path === '/rest/expert/detail') return expert(1, { bankName: '某地信用社' });
      if (path === '/rest/dict/getDictItems')
        return { dictList: [{ code: 'CS', value: '计算机科学', text: '' }] };
      if (path === '/rest/bank/list') return [{ bankId: 7, bankName: '中国工商银行', bankCode: 'ICBC' }];
      if (path === '/rest/bank/branchOptions') {
        expect(body).toMatchObject({ bankId: 7 });
        return [{ branchId: 70, branchName: '工商银行杭州西湖支行', branchCode: '102331000001' }];
      }
      return expert(1);
    });
    renderRoute(<ExpertListPage />);
    fireEvent.click(within(await row(1)).getByTestId('action-edit'));
    const form = await screen.findByTestId('expert-form');
    // An older free-text bank is shown, to be replaced by a choice from the list.
    expect(
      await within(form).findByText('原记录为「某地信用社」，请从列表中选择开户银行和支行'),
    ).toBeTruthy();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/rest/bank/list'));
    fireEvent.mouseDown(picker('bankId'));
    fireEvent.click(await screen.findByTitle('中国工商银行'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/bank/branchOptions',
        { bankId: 7, keyword: undefined },
        {
          allowRepeat: true,
        },
      ),
    );
    // The bank alone is refused on the form, as the server would.
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await within(form).findByText('请同时选择开户银行和开户支行')).toBeTruthy();
    fireEvent.mouseDown(picker('bankBranchId'));
    fireEvent.click(await screen.findByTitle('工商银行杭州西湖支行'));
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/expert/update',
        expect.objectContaining({ expertId: 1, bankId: 7, bankBranchId: 70 }),
        expect.anything(),
      ),
    );
  });

  it('puts a taken ID number on its field, the 409 known by its key', async () => {
    saveButtonAuth(ALL);
    post.mockImplementation(async (path: string) => {
      if (path === '/rest/expert/page') return page(ROWS);
      if (path === '/rest/expert/detail') return expert(1);
      if (path === '/rest/dict/getDictItems')
        return { dictList: [{ code: 'CS', value: '计算机科学', text: '' }] };
      if (path === '/rest/expert/update')
        throw new ApiError({
          status: 409,
          rtnCode: '409',
          message: '该证件号码已被其他专家使用',
          ref: EXPERT_MESSAGES.idNumberTaken,
        });
      if (path === '/rest/bank/list') return [];
      return expert(1);
    });
    renderRoute(<ExpertListPage />);
    fireEvent.click(within(await row(1)).getByTestId('action-edit'));
    const form = await screen.findByTestId('expert-form');
    await within(form).findByText('当前为 330***********1234，不修改请留空');
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await within(form).findByText('该证件号码已被其他专家使用')).toBeTruthy();
  });
});
