import { NOTICE_PATHS, type NoticeView } from '@awards/shared/notices';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { NoticeListPage } from './NoticeListPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const NOTICE = (id: number, sendStatus: 0 | 1 | 2, titile: string): NoticeView => ({
  id,
  titile,
  msgAbstract: null,
  msgContent: '<p>x</p>',
  msgType: 'ALL',
  msgType_dictText: '全体用户',
  userIds: '',
  msgCategory: '1',
  priority: 'H',
  priority_dictText: '高',
  sendStatus,
  sendStatus_dictText: '',
  startTime: null,
  endTime: null,
  sendTime: sendStatus ? '2026-01-01 10:00:00' : null,
  cancelTime: null,
  sender: sendStatus ? '管理员' : null,
  createBy: 'admin',
  createTime: '2026-01-01 09:00:00',
  updateBy: null,
  updateTime: null,
  delFlag: 0,
  openType: null,
  openPage: null,
  busType: null,
  busId: null,
  msgFiles: [],
  publicFlag: 0,
  editionId: null,
});
const ROWS = [NOTICE(1, 0, '草稿通告'), NOTICE(2, 1, '已发通告')];

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === NOTICE_PATHS.page)
      return { pageNum: 1, pageSize: 10, totalCount: 2, totalPage: 1, result: ROWS };
    return null;
  });
});

const row = (id: number) => screen.getByTestId(`notice-title-${id}`).closest('tr') as HTMLElement;

describe('NoticeListPage', () => {
  it('offers release on drafts and revoke on published notices, each only with its code', async () => {
    saveButtonAuth(['NOTICE_VIEW', 'NOTICE_ISSUE']);
    renderRoute(<NoticeListPage />);
    await screen.findByTestId('notice-title-1');
    expect(within(row(1)).getByTestId('action-release')).toBeTruthy();
    // No NOTICE_REPEAL, NOTICE_EDIT, NOTICE_ADD: those buttons are not there.
    expect(within(row(2)).queryByTestId('action-revoke')).toBeNull();
    expect(within(row(1)).queryByTestId('action-edit')).toBeNull();
    expect(screen.queryByTestId('notice-add')).toBeNull();
    expect(within(row(2)).queryByTestId('action-release')).toBeNull();
  });

  it('revokes a published notice with sendStatus 2', async () => {
    saveButtonAuth(['NOTICE_VIEW', 'NOTICE_REPEAL']);
    renderRoute(<NoticeListPage />);
    await screen.findByTestId('notice-title-2');
    fireEvent.click(within(row(2)).getByTestId('action-revoke'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        NOTICE_PATHS.updateStatus,
        { noticeId: 2, sendStatus: 2 },
        { silent: true },
      ),
    );
  });
});
