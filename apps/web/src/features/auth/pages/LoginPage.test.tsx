import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session';
import { renderRoute } from '../../../test/renderWithProviders';
import { LoginPage } from './LoginPage';

const LOGIN = '/_login/login';

function reply(status: number, rtnMessage: string, dataSet: unknown): Response {
  const rtnCode = status === 200 ? '0000' : String(status);
  return new Response(JSON.stringify({ rtnCode, rtnMessage, dataSet }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function fillAndSubmit() {
  fireEvent.change(document.getElementById('username') as HTMLInputElement, { target: { value: 'admin' } });
  fireEvent.change(document.getElementById('password') as HTMLInputElement, {
    target: { value: 'wrong-pass' },
  });
  fireEvent.click(screen.getByTestId('login-submit'));
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('shows the shared required messages when submitted empty', async () => {
    renderRoute(<LoginPage />, { path: LOGIN });

    fireEvent.click(await screen.findByTestId('login-submit'));

    expect(await screen.findByText(LOGIN_MESSAGES.usernameRequired)).toBeTruthy();
    expect(await screen.findByText(LOGIN_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByTestId('login-submit').textContent).toBe('登录');
  });

  it('shows a 401 inline and brings up the captcha when the server asks for it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      if (String(input).startsWith('/rest/captcha/png')) {
        return reply(200, 'Succeed!', { captchaId: 'c-1', image: 'data:image/png;base64,AAAA' });
      }
      return reply(401, LOGIN_MESSAGES.badCredentials, { captchaRequired: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<LoginPage />, { path: LOGIN });

    fillAndSubmit();

    expect((await screen.findByTestId('login-alert')).textContent).toContain(LOGIN_MESSAGES.badCredentials);
    expect(await screen.findByTestId('captcha-image')).toBeTruthy();
    await waitFor(() => expect(document.getElementById('captcha')).not.toBeNull());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/callback?client_name=myform_client');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'wrong-pass' });
  });

  it('stores the session and hands the redirect query to the root guard on success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(200, 'Succeed!', {
          token: 'tok-9',
          userInfo: { username: 'admin', roles: [] },
          sysAllDictItems: {},
        }),
      ),
    );
    const { router } = renderRoute(<LoginPage />, {
      path: LOGIN,
      url: `${LOGIN}?redirect=%2F_system%2Fusers`,
    });

    fillAndSubmit();

    // The guard of '/' follows it only to a page of the user's menu (app/landing.ts).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?redirect=%2F_system%2Fusers');
    expect(getToken()).toBe('tok-9');
  });

  it('puts 400 field errors on their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(400, 'invalid', { fieldErrors: { username: LOGIN_MESSAGES.badCredentials } })),
    );
    renderRoute(<LoginPage />, { path: LOGIN });

    fillAndSubmit();

    expect(await screen.findByText(LOGIN_MESSAGES.badCredentials)).toBeTruthy();
    expect(screen.queryByTestId('login-alert')).toBeNull();
  });
});
