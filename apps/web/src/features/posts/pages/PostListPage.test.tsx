import { type MessageRef, renderMessage } from '@awards/shared/i18n';
import { POST_MESSAGES, type PostView } from '@awards/shared/posts';
import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { PostListPage } from './PostListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const POST = (postId: number, postCode: string, postName: string): PostView => ({
  postId,
  postCode,
  postName,
  postType: 'management',
  postRank: 4,
  status: 1,
  sortNumber: postId,
  remark: null,
  userCount: 1,
  createBy: 'system',
  createTime: '2026-01-01T00:00:00Z',
  updateBy: null,
  updateTime: null,
});
const ROWS = [POST(1, 'DEPT_HEAD', '部门负责人'), POST(2, 'CLERK', '文员')];
const DICTS: Record<string, [string, string][]> = {
  post_type: [['management', '管理岗位']],
  post_rank: [['4', '副高级']],
};

function answer(overrides: Record<string, (body: any) => unknown> = {}) {
  post.mockImplementation(async (path: string, body?: any) => {
    if (overrides[path]) return overrides[path](body);
    if (path === '/rest/post/page')
      return { pageNum: 1, pageSize: 10, totalCount: 2, totalPage: 1, result: ROWS };
    if (path === '/rest/dict/getDictItems')
      return {
        dictList: (DICTS[body.categoryCode] ?? []).map(([code, value]) => ({ code, value, text: value })),
      };
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

describe('PostListPage', () => {
  it('shows dictionary labels and hides what the user may not do', async () => {
    saveButtonAuth(['POST_VIEW']);
    renderRoute(<PostListPage />);
    await screen.findByTestId('post-name-DEPT_HEAD');
    expect((await screen.findAllByText('管理岗位')).length).toBe(2);
    expect(screen.getAllByText('副高级').length).toBe(2);
    for (const id of [
      'post-add',
      'post-batch-delete',
      'post-status-DEPT_HEAD',
      'action-edit',
      'action-delete',
    ])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it('checks the code, then asks the server whether it is free', async () => {
    saveButtonAuth(['POST_VIEW', 'POST_ADD']);
    answer({ '/rest/post/checkPostCode': reject(409, POST_MESSAGES.postCodeTaken) });
    renderRoute(<PostListPage />);
    fireEvent.click(await screen.findByTestId('post-add'));
    const form = await screen.findByTestId('post-form');
    fireEvent.change(within(form).getByLabelText('岗位编码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(zh(POST_MESSAGES.postCodeRule))).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('岗位编码'), { target: { value: 'DEPT_HEAD' } });
    expect(await screen.findByText(zh(POST_MESSAGES.postCodeTaken))).toBeTruthy();
  });

  it('deletes the selected posts in one call, and says why when refused', async () => {
    saveButtonAuth(['POST_VIEW', 'POST_BATCHDEL', 'POST_ENABLE']);
    answer({ '/rest/post/batchDelete': reject(422, POST_MESSAGES.inUse({ names: '部门负责人、文员' })) });
    renderRoute(<PostListPage />);
    await screen.findByTestId('post-name-DEPT_HEAD');
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(screen.getByTestId('post-batch-delete'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('岗位 部门负责人、文员 下还有用户，不能删除')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/rest/post/batchDelete', { postIds: [1, 2] }, { silent: true });

    fireEvent.click(screen.getByTestId('post-status-CLERK'));
    expect(await screen.findByText('停用后不能再为用户选择该岗位；已任此岗位的用户不变。')).toBeTruthy();
    const oks = screen.getAllByRole('button', { name: '确定' });
    fireEvent.click(oks[oks.length - 1]!);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/rest/post/updateStatus',
        { postIds: [2], status: 0 },
        { silent: true },
      ),
    );
  });
});
