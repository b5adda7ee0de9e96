import { MONITOR_PATHS, type OnlineUserView } from '@awards/shared/monitor';
import { http } from '@awards/web-common/http';
import { saveButtonAuth } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { OnlineUserPage } from './OnlineUserPage';

vi.mock('@awards/web-common/http', () => ({ http: { post: vi.fn() } }));
const post = vi.mocked(http.post);

const row = (sessionId: number, loginName: string, current: boolean): OnlineUserView => ({
  sessionId,
  userId: sessionId,
  loginName,
  realname: `${loginName}-name`,
  orgName: null,
  ip: '10.0.0.5',
  userAgent: 'Mozilla/5.0 Chrome/131',
  browser: 'Chrome 131',
  os: 'Windows 10',
  loginTime: '2026-11-21T01:00:00.000Z',
  lastActivityTime: '2026-11-21T01:05:00.000Z',
  expiresAt: '2026-11-21T03:00:00.000Z',
  current,
});

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) =>
    path === MONITOR_PATHS.onlinePage
      ? {
          pageNum: 1,
          pageSize: 10,
          totalCount: 2,
          totalPage: 1,
          result: [row(1, 'admin', true), row(2, 'demo', false)],
        }
      : null,
  );
});

describe('OnlineUserPage', () => {
  it('forces another session out after a confirmation, never the current one', async () => {
    saveButtonAuth(['ONLINE_VIEW', 'ONLINE_KICK']);
    renderRoute(<OnlineUserPage />);
    expect(await screen.findByTestId('online-demo')).toBeTruthy();
    expect(screen.getAllByText('Chrome 131')).toHaveLength(2);
    // One kick button: the admin's own (current) session has none.
    expect(screen.getAllByTestId('action-kick')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('action-kick'));
    expect(await screen.findByText('确定将“demo-name”强制下线吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(MONITOR_PATHS.onlineKick, { sessionId: 2 }, { silent: true }),
    );
    expect(await screen.findByText('强制下线成功!')).toBeTruthy();
  });

  it('offers no force sign-out without ONLINE_KICK', async () => {
    saveButtonAuth(['ONLINE_VIEW']);
    renderRoute(<OnlineUserPage />);
    expect(await screen.findByTestId('online-demo')).toBeTruthy();
    expect(screen.queryByTestId('action-kick')).toBeNull();
  });
});
