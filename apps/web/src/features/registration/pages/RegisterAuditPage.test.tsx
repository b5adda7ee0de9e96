import type { RegistrationView } from '@awards/shared/registration';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { RegisterAuditPage } from './RegisterAuditPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const REG: RegistrationView = {
  registrationId: 1,
  userId: 31,
  loginName: 'reg-zheda',
  realname: '张申报',
  phone: '13900000000',
  email: null,
  orgId: 9,
  organName: '浙江大学',
  regionCode: '330000',
  status: 'pending',
  submitTime: '2026-11-10T00:00:00.000Z',
  auditOpinion: null,
  auditBy: null,
  auditTime: null,
  enableLogin: false,
};
const page = (rows: RegistrationView[]) => ({
  pageNum: 1,
  pageSize: 10,
  totalCount: rows.length,
  totalPage: 1,
  result: rows,
});

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === '/rest/register/page') return page([REG]);
    return { count: 1, notified: 1 };
  });
});

const row = async () => (await screen.findByTestId('registration-reg-zheda')).closest('tr') as HTMLElement;

describe('RegisterAuditPage', () => {
  it('hides the decisions without REGISTER_AUDIT', async () => {
    saveButtonAuth(['REGISTER_VIEW']);
    renderRoute(<RegisterAuditPage />);
    const first = await row();
    expect(within(first).getByText('浙江大学')).toBeTruthy();
    expect(within(first).queryByTestId('action-approve')).toBeNull();
    expect(screen.queryByTestId('register-batch-approve')).toBeNull();
  });

  it('approves after a confirmation', async () => {
    saveButtonAuth(['REGISTER_VIEW', 'REGISTER_AUDIT']);
    renderRoute(<RegisterAuditPage />);
    fireEvent.click(within(await row()).getByTestId('action-approve'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/register/audit',
        { userIds: [31], auditResult: 'approved', auditOpinion: undefined },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('审核成功：1 个，已通知 1 个')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    saveButtonAuth(['REGISTER_VIEW', 'REGISTER_AUDIT']);
    renderRoute(<RegisterAuditPage />);
    fireEvent.click(within(await row()).getByTestId('action-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('审核不通过时请填写原因')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/rest/register/audit', expect.anything(), expect.anything());
    fireEvent.change(within(dialog).getByTestId('register-reject-reason'), {
      target: { value: '单位信息不实' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/register/audit',
        { userIds: [31], auditResult: 'rejected', auditOpinion: '单位信息不实' },
        expect.anything(),
      ),
    );
  });
});
