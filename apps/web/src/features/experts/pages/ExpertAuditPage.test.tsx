import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { expert, page } from '../testExperts';
import { ExpertAuditPage } from './ExpertAuditPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const ROWS = [expert(7, { status: 'pending' }), expert(8, { status: 'pending' })];
let refuse = false;

beforeEach(() => {
  refuse = false;
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === '/rest/expert/auditPage') return page(ROWS);
    if (path === '/rest/dict/getDictItems') return { dictList: [] };
    if (path === '/rest/expert/audit' && refuse)
      throw new ApiError({
        status: 422,
        rtnCode: '505',
        message: '专家专家8不是待审核状态，不能审核',
        dataSet: null,
      });
    return { count: 2, notified: 1 };
  });
});

const row = async (id: number) =>
  (await screen.findByTestId(`expert-name-${id}`)).closest('tr') as HTMLElement;
const ok = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s?定/ }));

describe('ExpertAuditPage', () => {
  it('lists only pending experts, and shows no decision without EXPERT_AUDIT', async () => {
    saveButtonAuth(['EXPERT_VIEW']);
    renderRoute(<ExpertAuditPage />);
    const first = await row(7);
    // The audit queue's own call: always the pending experts, whatever the filters say.
    expect(post).toHaveBeenCalledWith(
      '/rest/expert/auditPage',
      expect.not.objectContaining({ status: expect.anything() }),
      expect.anything(),
    );
    expect(within(first).queryByTestId('action-approve')).toBeNull();
    expect(screen.queryByTestId('audit-batch-approve')).toBeNull();
  });

  it('approves one expert without an opinion', async () => {
    saveButtonAuth(['EXPERT_VIEW', 'EXPERT_AUDIT']);
    renderRoute(<ExpertAuditPage />);
    fireEvent.click(within(await row(7)).getByTestId('action-approve'));
    await screen.findByRole('dialog');
    ok();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/expert/audit',
        { expertIds: [7], auditResult: 'approved', auditOpinion: undefined },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('审核成功：2 位，已通知 1 位')).toBeTruthy();
  });

  it("rejects a batch only with an opinion, and shows the server's 505 refusal", async () => {
    saveButtonAuth(['EXPERT_VIEW', 'EXPERT_AUDIT']);
    refuse = true;
    renderRoute(<ExpertAuditPage />);
    fireEvent.click(within(await row(7)).getByRole('checkbox'));
    fireEvent.click(within(await row(8)).getByRole('checkbox'));
    const reject = screen.getByTestId('audit-batch-reject') as HTMLButtonElement;
    await waitFor(() => expect(reject.disabled).toBe(false));
    fireEvent.click(reject);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('审核不通过（2 位专家）')).toBeTruthy();
    ok();
    expect(await screen.findByText('审核不通过时请填写审核意见')).toBeTruthy();
    expect(post).not.toHaveBeenCalledWith('/rest/expert/audit', expect.anything(), expect.anything());

    fireEvent.change(within(dialog).getByTestId('reason-text'), { target: { value: '资料不全' } });
    ok();
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/expert/audit',
        { expertIds: [7, 8], auditResult: 'rejected', auditOpinion: '资料不全' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('专家专家8不是待审核状态，不能审核')).toBeTruthy();
    // Refused: the modal stays for another try.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
