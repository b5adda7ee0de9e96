import { messageCall, renderMessage } from '@awards/shared/i18n';
import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { rememberProjectSettings } from '@awards/web-common/projectSettings';
import { getToken } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { takeOAuthRequest } from '../../../lib/signOn';
import { renderRoute } from '../../../test/renderWithProviders';
import { LoginPage } from './LoginPage';

const LOGIN = '/_login/login';

const zh = (ref: string) => renderMessage(ref, 'zh_CN');

/** The server's answer: a failure's message rendered (zh_CN, as no language was asked for) beside its key. */
function reply(status: number, message: string, dataSet: unknown): Response {
  const rtnCode = status === 200 ? '0000' : String(status);
  const call = messageCall(message);
  const body = { rtnCode, rtnMessage: zh(message), ...(call && { rtnKey: call.key }), dataSet };
  return new Response(JSON.stringify(body), {
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

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('zh_CN');
});

describe('LoginPage', () => {
  it('shows the shared required messages when submitted empty', async () => {
    renderRoute(<LoginPage />, { path: LOGIN });

    fireEvent.click(await screen.findByTestId('login-submit'));

    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
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

    expect((await screen.findByTestId('login-alert')).textContent).toContain('用户名或密码错误');
    expect(await screen.findByTestId('captcha-image')).toBeTruthy();
    await waitFor(() => expect(document.getElementById('captcha')).not.toBeNull());
    const [url, init] = fetchMock.mock.calls.find(([called]) => String(called).startsWith('/callback')) ?? [];
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

  it.each([
    ['a recommending unit’s user', 'recommender', LOGIN_MESSAGES.recommenderNoMenu],
    ['a person (files objections)', 'person', LOGIN_MESSAGES.personNoMenu],
  ] as const)('keeps no session of %s and names the site once', async (_name, userType, message) => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/logout')
        ? reply(200, 'Succeed!', null)
        : reply(200, 'Succeed!', {
            token: 'tok-rec',
            userInfo: { username: userType, userType, roles: [] },
            sysAllDictItems: {},
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<LoginPage />, { path: LOGIN, url: LOGIN });
    fillAndSubmit();
    const notice = await screen.findByTestId('login-site-notice');
    expect(notice.textContent).toContain(zh(message));
    expect(getToken()).not.toBe('tok-rec');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/logout'))).toBe(true),
    );
  });

  it('puts 400 field errors on their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(400, 'invalid', {
          fieldErrors: { username: zh(LOGIN_MESSAGES.badCredentials) },
          fieldKeys: { username: messageCall(LOGIN_MESSAGES.badCredentials) },
        }),
      ),
    );
    renderRoute(<LoginPage />, { path: LOGIN });

    fillAndSubmit();

    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(screen.queryByTestId('login-alert')).toBeNull();
  });

  it('shows a refusal in the language of the moment, from its key', async () => {
    await changeLocale('en_GB');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(401, LOGIN_MESSAGES.badCredentials, { captchaRequired: false })),
    );
    renderRoute(<LoginPage />, { path: LOGIN });

    fillAndSubmit();

    expect((await screen.findByTestId('login-alert')).textContent).toContain('Wrong user name or password');
  });
});

describe('LoginPage, other ways to sign in (issue 19)', () => {
  const project = (signOn: unknown) =>
    rememberProjectSettings({
      title: '',
      titleI18n: {},
      description: '',
      descriptionI18n: {},
      copyright: '',
      copyrightI18n: {},
      filingPublicSecurity: null,
      filingIcp: null,
      timeZone: 'Asia/Shanghai',
      signOn: signOn as never,
    });

  it('offers CAS with this page as the service, and the provider with a one-time state', async () => {
    project({
      cas: {
        loginUrl: 'https://cas.example/cas/login',
        logoutUrl: 'https://cas.example/cas/logout',
        serviceUrl: 'https://portal.example/_login/cas',
      },
      oauth: {
        type: 'oidc',
        name: 'Example ID',
        authorizeUrl: 'https://id.example/authorize?client_id=awards',
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute(<LoginPage />, { path: LOGIN, url: `${LOGIN}?redirect=%2Fprize` });
    const cas = await screen.findByTestId('login-cas');
    expect(cas.getAttribute('href')).toBe(
      `https://cas.example/cas/login?service=${encodeURIComponent('https://portal.example/_login/cas?redirect=%2Fprize')}`,
    );
    expect(screen.getByTestId('login-oauth').textContent).toBe('使用Example ID登录');
    fireEvent.click(screen.getByTestId('login-oauth'));
    const target = new URL(assign.mock.calls[0]?.[0] as string);
    expect(target.searchParams.get('client_id')).toBe('awards');
    expect(takeOAuthRequest(target.searchParams.get('state'))).toEqual({
      purpose: 'login',
      redirect: '/prize',
    });
  });

  it('shows only the password form when neither is configured', async () => {
    project({ cas: null, oauth: null });
    renderRoute(<LoginPage />, { path: LOGIN });
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('login-other-ways')).toBeNull();
  });
});
