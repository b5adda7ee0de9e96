import { type MessageRef, renderMessage } from '@awards/shared/i18n';
import { ORGAN_MESSAGES } from '@awards/shared/organisations';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { findOrgan } from '../organTree';
import { TREE } from '../testOrgans';
import { OrganisationPage } from './OrganisationPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

function answer(overrides: Record<string, () => unknown> = {}) {
  post.mockImplementation(async (path: string, body?: any) => {
    if (overrides[path]) return overrides[path]();
    if (path === '/rest/organ/tree') return TREE;
    if (path === '/rest/organ/detail') return findOrgan(TREE, body.organId);
    if (path === '/rest/organ/admins') return [];
    if (path === '/rest/dict/getDictItems')
      return { dictList: [{ code: 'department', value: '部门', text: '部门' }] };
    if (path === '/rest/region/getregions') return { regions: [] };
    return null;
  });
}
/** The server's refusal: its message rendered in the language asked for (zh_CN here), and its key. */
const reject = (status: number, ref: MessageRef) => () => {
  throw new ApiError({ status, rtnCode: status === 422 ? '505' : String(status), message: zh(ref), ref });
};
const zh = (ref: string) => renderMessage(ref, 'zh_CN');

beforeEach(() => {
  post.mockReset();
  answer();
});

describe('OrganisationPage', () => {
  it('opens the first organisation, and each one chosen in the tree, in the form', async () => {
    saveButtonAuth(['DEPART_VIEW', 'DEPART_EDIT']);
    renderRoute(<OrganisationPage />);
    const form = await screen.findByTestId('organ-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('机构名称') as HTMLInputElement).value).toBe('行业协会'),
    );
    fireEvent.click(await screen.findByTestId('organ-node-ORG3'));
    await waitFor(() =>
      expect(
        (within(screen.getByTestId('organ-form')).getByLabelText('机构名称') as HTMLInputElement).value,
      ).toBe('评审部'),
    );
    // No add, delete or recycle codes: those buttons are not there.
    for (const id of ['organ-add-root', 'organ-recycle', 'organ-add-child', 'organ-delete'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getByTestId('organ-save')).toBeTruthy();
  });

  it('tells why an organisation cannot be deleted', async () => {
    saveButtonAuth(['DEPART_VIEW', 'DEPART_DEL']);
    answer({ '/rest/organ/delete': reject(422, ORGAN_MESSAGES.hasChildren({ count: 2 })) });
    renderRoute(<OrganisationPage />);
    fireEvent.click(await screen.findByTestId('organ-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该机构下有 2 个下级机构，不能删除')).toBeTruthy();
  });

  it('deletes the selected organisation without fetching it again (no 资源未找到 after 删除成功!)', async () => {
    saveButtonAuth(['DEPART_VIEW', 'DEPART_DEL']);
    answer({ '/rest/organ/delete': () => null });
    renderRoute(<OrganisationPage />, { url: '/?organ=3' });
    await screen.findByTestId('organ-form');
    const detailsOf3 = () =>
      post.mock.calls.filter(
        ([path, body]) => path === '/rest/organ/detail' && (body as { organId: number }).organId === 3,
      ).length;
    await waitFor(() => expect(detailsOf3()).toBe(1));
    fireEvent.click(await screen.findByTestId('organ-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    // The tree is read again; the deleted organisation is not.
    await waitFor(() =>
      expect(post.mock.calls.filter(([path]) => path === '/rest/organ/tree').length).toBe(2),
    );
    expect(detailsOf3()).toBe(1);
  });

  it('checks a new child’s code with the shared rule and the server', async () => {
    saveButtonAuth(['DEPART_VIEW', 'DEPART_ADDSUB']);
    answer({ '/rest/organ/checkOrganCode': reject(409, ORGAN_MESSAGES.organCodeTaken) });
    renderRoute(<OrganisationPage />);
    fireEvent.click(await screen.findByTestId('organ-add-child'));
    const form = await screen.findByTestId('organ-form');
    fireEvent.change(within(form).getByLabelText('机构编码'), { target: { value: 'bad code!' } });
    fireEvent.click(screen.getByTestId('organ-save'));
    expect(await screen.findByText(zh(ORGAN_MESSAGES.organCodeRule))).toBeTruthy();
    expect(screen.getByText(zh(ORGAN_MESSAGES.organNameRequired))).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('机构编码'), { target: { value: 'ORG2' } });
    expect(await screen.findByText(zh(ORGAN_MESSAGES.organCodeTaken))).toBeTruthy();
  });
});
