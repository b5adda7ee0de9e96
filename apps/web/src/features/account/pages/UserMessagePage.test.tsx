import { type MyNoticeView, NOTICE_PATHS } from '@awards/shared/notices';
import { http } from '@awards/web-common/http';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { UserMessagePage } from './UserMessagePage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const NOTICE = {
  id: 9,
  titile: '年度申报开始',
  msgContent: '<p>申报已开始</p>',
  sender: '管理员',
  sendTime: '2026-02-01 09:00:00',
  msgFiles: [],
  openType: null,
  openPage: null,
  busId: null,
  readFlag: 0,
} as unknown as MyNoticeView;

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string, body?: any) => {
    if (path === NOTICE_PATHS.userPage)
      return { pageNum: 1, pageSize: body.pageSize, totalCount: 1, totalPage: 1, result: [NOTICE] };
    return null;
  });
});

describe('UserMessagePage', () => {
  it('opens an unread notice in the detail dialog and marks it read', async () => {
    renderRoute(<UserMessagePage />);
    fireEvent.click(await screen.findByTestId('my-message-notice-9'));
    expect(await screen.findByText('申报已开始')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(NOTICE_PATHS.read, { noticeId: 9 }, { silent: true });
  });

  it('marks all my unread notices read in one call', async () => {
    renderRoute(<UserMessagePage />);
    fireEvent.click(await screen.findByTestId('my-messages-read-all'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(NOTICE_PATHS.readMany, { noticeIds: [9] }, { silent: true }),
    );
    // The read/unread filter reaches the server.
    expect(post).toHaveBeenCalledWith(NOTICE_PATHS.userPage, expect.objectContaining({ readFlag: 0 }));
  });
});
