import { messageCall, renderMessage } from '@awards/shared/i18n';
import { PROFILE_MESSAGES } from '@awards/shared/profile';
import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { getUserInfo } from '@awards/web-common/session';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderWithProviders';
import { CenterPage } from './CenterPage';

const USER = {
  userId: 7,
  username: 'viewer',
  loginName: 'viewer',
  realname: '陈志强',
  nickname: '老陈',
  avatar: null as string | null,
  email: 'chen@example.org',
  phone: '13911030003',
  telephone: null,
  sex: 1,
  roles: [{ roleCode: 'READ_ONLY', roleName: '只读用户' }],
};
const SESSIONS = [
  {
    sessionId: 1,
    ip: '10.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36',
    createTime: '2026-11-21T01:00:00Z',
    lastSeenAt: '2026-11-21T02:00:00Z',
    expiresAt: '2026-11-28T01:00:00Z',
    current: true,
  },
  {
    sessionId: 2,
    ip: '10.0.0.2',
    userAgent: null,
    createTime: '2026-11-20T01:00:00Z',
    lastSeenAt: '2026-11-20T02:00:00Z',
    expiresAt: '2026-11-27T01:00:00Z',
    current: false,
  },
];

/** The server's answer; a refusal's message rendered (zh_CN, as no language was asked for) beside its key. */
const reply = (status: number, dataSet: unknown, message = 'Succeed!') => {
  const call = messageCall(message);
  const rtnCode = status === 200 ? '0000' : String(status);
  const body = {
    rtnCode,
    rtnMessage: renderMessage(message, 'zh_CN'),
    ...(call && { rtnKey: call.key }),
    dataSet,
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

/** jsdom has no ResizeObserver; antd's Tabs and Table measure with one. (antd's App, for message, is the shell's GlobalLayout's.) */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  resetResubmitGuard();
  setItem(STORAGE_KEYS.accessToken, 'token-1234567890abcdefghij', SESSION_TTL_MS);
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/rest/profile/get')) return reply(200, USER);
    if (url.endsWith('/rest/profile/sessions')) return reply(200, SESSIONS);
    if (url.endsWith('/rest/profile/revokeSession')) return reply(200, null);
    if (url.endsWith('/rest/profile/update')) {
      const body = JSON.parse(String(init?.body));
      if (body.email === 'taken@example.org') return reply(409, null, PROFILE_MESSAGES.emailTaken);
      return reply(200, { ...USER, ...body });
    }
    return reply(404, null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('CenterPage', () => {
  it('shows the profile with the initial letter when there is no picture', async () => {
    renderRoute(
      <App>
        <CenterPage />
      </App>,
    );
    expect((await screen.findByTestId('centre-nickname')).textContent).toBe('老陈');
    expect(screen.getByTestId('avatar-initial').textContent).toBe('陈');
    expect(screen.getByText('只读用户')).toBeTruthy();
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe('chen@example.org');
  });

  it('saves the profile, and keeps the stored user info in step', async () => {
    const changed = vi.fn();
    window.addEventListener('portal:user-info', changed);
    renderRoute(
      <App>
        <CenterPage />
      </App>,
    );
    const nickname = (await screen.findByLabelText('昵称')) as HTMLInputElement;
    fireEvent.change(nickname, { target: { value: '志强' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(bodyOf('/rest/profile/update')).toMatchObject({ nickname: '志强', sex: 1 }));
    await waitFor(() => expect(getUserInfo()?.nickname).toBe('志强'));
    expect(changed).toHaveBeenCalled();
    window.removeEventListener('portal:user-info', changed);
  });

  it('shows the shared messages for bad input, and a taken e-mail on its field', async () => {
    renderRoute(
      <App>
        <CenterPage />
      </App>,
    );
    const email = (await screen.findByLabelText('邮箱')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('请输入正确格式的邮箱!')).toBeTruthy();
    expect(bodyOf('/rest/profile/update')).toBeUndefined();

    fireEvent.change(email, { target: { value: 'taken@example.org' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(within(screen.getByTestId('profile-form')).getByText('该邮箱已被其他用户使用')).toBeTruthy(),
    );
  });

  it('asks the shell for the change-password dialog, and signs out another session after confirming', async () => {
    const opened = vi.fn();
    window.addEventListener('portal:change-password', opened);
    renderRoute(
      <App>
        <CenterPage />
      </App>,
      { url: '/?tab=security' },
    );
    fireEvent.click(await screen.findByTestId('change-password'));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('portal:change-password', opened);

    const sessions = screen.getByTestId('sessions');
    expect(await within(sessions).findByText('当前会话')).toBeTruthy();
    expect(within(sessions).getByText('Chrome 140 · Linux')).toBeTruthy();
    fireEvent.click(within(sessions).getByTestId('revoke-2'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodyOf('/rest/profile/revokeSession')).toEqual({ sessionId: 2 }));
  });
});
