import { messageCall, renderMessage } from '@awards/shared/i18n';
import { SIGN_ON_MESSAGES } from '@awards/shared/sign-on-messages';
import { rememberProjectSettings } from '@awards/web-common/projectSettings';
import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { getToken } from '@awards/web-common/session';
import { getItem, STORAGE_KEYS } from '@awards/web-common/storage';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oauthAuthorizeUrl } from '../../../lib/signOn';
import { renderRoute } from '../../../test/renderWithProviders';
import { CasCallbackPage, serviceOf } from './CasCallbackPage';
import { OAuthCallbackPage } from './OAuthCallbackPage';

// Issue 19 items 1 and 2: the pages CAS and the OAuth provider send the browser back to.

const SIGNED_IN = { token: 'tok-sso', userInfo: { username: 'alice', roles: [] }, sysAllDictItems: {} };
const OAUTH = { type: 'oidc', name: null, authorizeUrl: 'https://id.example/authorize?client_id=awards' };

const reply = (status: number, dataSet: unknown, message = 'Succeed!') => {
  const call = messageCall(message);
  const body = {
    rtnCode: status === 200 ? '0000' : String(status),
    rtnMessage: renderMessage(message, 'zh_CN'),
    ...(call && { rtnKey: call.key, ...(call.params && { rtnParams: call.params }) }),
    dataSet,
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const answerWith = (response: () => Response) => {
  fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
};
const calledUrl = () => new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.origin);

beforeEach(() => {
  resetResubmitGuard();
  localStorage.clear();
  sessionStorage.clear();
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
    signOn: {
      cas: {
        loginUrl: 'https://cas.example/cas/login',
        logoutUrl: 'https://cas.example/cas/logout',
        serviceUrl: '',
      },
      oauth: OAUTH,
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the CAS page', () => {
  it('validates the ticket for this page, stores the session and goes on to the redirect', async () => {
    answerWith(() => reply(200, { success: true, result: SIGNED_IN }));
    const { router } = renderRoute(<CasCallbackPage />, {
      path: '/_login/cas',
      url: '/_login/cas?redirect=%2Fprize&ticket=ST-1-abc',
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/?redirect=%2Fprize'),
    );
    expect(calledUrl().pathname).toBe('/cas/client/validateLogin');
    expect(calledUrl().searchParams.get('ticket')).toBe('ST-1-abc');
    expect(calledUrl().searchParams.get('service')).toBe(
      `${window.location.origin}/_login/cas?redirect=%2Fprize`,
    );
    expect(getToken()).toBe('tok-sso');
    // Signing out will go through the CAS logout.
    expect(getItem(STORAGE_KEYS.ssoLogout)).toBe('https://cas.example/cas/logout');
  });

  it('signs in only when success is true', async () => {
    answerWith(() => reply(200, { success: false, result: SIGNED_IN }));
    renderRoute(<CasCallbackPage />, { path: '/_login/cas', url: '/_login/cas?ticket=ST-2' });
    expect((await screen.findByTestId('sign-on-error')).textContent).toContain('登录未完成');
    expect(getToken()).toBeNull();
  });

  it("shows the server's refusal, such as a CAS user without a staff account", async () => {
    answerWith(() => reply(401, null, SIGN_ON_MESSAGES.noStaffUser({ name: 'zhang' })));
    renderRoute(<CasCallbackPage />, { path: '/_login/cas', url: '/_login/cas?ticket=ST-3' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      renderMessage(SIGN_ON_MESSAGES.noStaffUser({ name: 'zhang' }), 'zh_CN'),
    );
  });

  it('takes the ticket out of the service address, wherever CAS put it', () => {
    expect(serviceOf('https://p.example/_login/cas?ticket=ST-1')).toBe('https://p.example/_login/cas');
    expect(serviceOf('https://p.example/_login/cas?redirect=%2Fa&ticket=ST-1')).toBe(
      'https://p.example/_login/cas?redirect=%2Fa',
    );
    expect(serviceOf('https://p.example/_login/cas?ticket=ST-1&redirect=%2Fa')).toBe(
      'https://p.example/_login/cas?redirect=%2Fa',
    );
  });
});

describe('the OAuth page', () => {
  const stateOf = (url: string) => new URL(url).searchParams.get('state')!;

  it("signs in with the code when the state is this tab's, and only with code '200'", async () => {
    const state = stateOf(oauthAuthorizeUrl(OAUTH, 'login', '/edition'));
    answerWith(() => reply(200, { code: '200', result: SIGNED_IN }));
    const { router } = renderRoute(<OAuthCallbackPage />, {
      path: '/_login/oauth',
      url: `/_login/oauth?code=c-1&state=${state}`,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?redirect=%2Fedition'));
    expect(calledUrl().pathname).toBe('/thirdLogin/getLoginUser/c-1');
    expect(getToken()).toBe('tok-sso');

    const again = stateOf(oauthAuthorizeUrl(OAUTH, 'login'));
    localStorage.clear();
    answerWith(() => reply(200, { code: 200, result: SIGNED_IN }));
    renderRoute(<OAuthCallbackPage />, {
      path: '/_login/oauth',
      url: `/_login/oauth?code=c-2&state=${again}`,
    });
    expect(await screen.findByTestId('sign-on-error')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('refuses an answer to a request this tab did not make, without calling the server', async () => {
    oauthAuthorizeUrl(OAUTH, 'login');
    answerWith(() => reply(200, { code: '200', result: SIGNED_IN }));
    renderRoute(<OAuthCallbackPage />, { path: '/_login/oauth', url: '/_login/oauth?code=c-3&state=forged' });
    expect(await screen.findByTestId('sign-on-error')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('binds the signed-in account and returns to the bindings tab', async () => {
    const state = stateOf(oauthAuthorizeUrl(OAUTH, 'bind'));
    answerWith(() => reply(200, { provider: { type: 'oidc', name: null }, bound: true, thirdId: 's' }));
    const { router } = renderRoute(<OAuthCallbackPage />, {
      path: '/_login/oauth',
      url: `/_login/oauth?code=c-4&state=${state}`,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bindings'));
    expect(calledUrl().pathname).toBe('/rest/thirdLogin/bind');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ code: 'c-4' });
  });
});
