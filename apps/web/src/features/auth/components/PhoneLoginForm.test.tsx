import { messageCall, renderMessage } from '@awards/shared/i18n';
import { SMS_MESSAGES } from '@awards/shared/sms-sign-in';
import { clearSession, getToken } from '@awards/web-common/session';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { renderRoute } from '../../../test/renderWithProviders';
import { LoginPage } from '../pages/LoginPage';

const LOGIN = '/_login/login';
const zh = (ref: string) => renderMessage(ref, 'zh_CN');

/** The server's envelope: a failure's message rendered beside its key and parameters. */
function reply(status: number, message: string, dataSet: unknown): Response {
  const call = messageCall(message);
  const body = {
    rtnCode: status === 200 ? '0000' : String(status),
    rtnMessage: call ? zh(message) : message,
    ...(call && { rtnKey: call.key, ...(call.params && { rtnParams: call.params }) }),
    dataSet,
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

async function openPhoneTab() {
  renderRoute(<LoginPage />, { path: LOGIN });
  fireEvent.click(await screen.findByTestId('login-tab-phone'));
  await screen.findByTestId('phone-login-form');
  expect(screen.getByTestId('login-tab-phone').getAttribute('aria-selected')).toBe('true');
}

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  await changeLocale('zh_CN');
});

describe('LoginPage, the phone tab (issue 19)', () => {
  it('shows the server’s rules for the phone and the code', async () => {
    await openPhoneTab();
    fireEvent.click(screen.getByTestId('phone-login-submit'));
    expect(await screen.findByText(zh(SMS_MESSAGES.phoneRequired))).toBeTruthy();
    expect(await screen.findByText(zh(SMS_MESSAGES.codeRequired))).toBeTruthy();
    type('phone', '2380000');
    type('sms-code', '12ab');
    fireEvent.click(screen.getByTestId('phone-login-submit'));
    expect(await screen.findByText(zh(SMS_MESSAGES.phone))).toBeTruthy();
    expect(await screen.findByText(zh(SMS_MESSAGES.code))).toBeTruthy();
  });

  it('asks for a code, then counts down the server’s wait before another', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      reply(200, 'Succeed!', { message: zh(SMS_MESSAGES.codeSent), resendAfter: 2 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await openPhoneTab();
    type('phone', '13800001234');
    fireEvent.click(screen.getByTestId('phone-send-code'));

    expect((await screen.findByTestId('phone-code-sent')).textContent).toContain(zh(SMS_MESSAGES.codeSent));
    const button = screen.getByTestId('phone-send-code') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent?.replace(/\s/g, '')).toBe('2秒后重发'));
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(button.textContent?.replace(/\s/g, '')).toBe('1秒后重发'), { timeout: 2000 });
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2000 });
    expect(button.textContent?.replace(/\s/g, '')).toBe('获取验证码');
    const [, init] = fetchMock.mock.calls.find(([called]) => String(called) === '/account/sms')!;
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800001234' });
  });

  it('counts down what a "too soon" refusal names, and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(429, SMS_MESSAGES.tooSoon({ seconds: 42 }), null)),
    );
    await openPhoneTab();
    type('phone', '13800001234');
    fireEvent.click(screen.getByTestId('phone-send-code'));

    expect((await screen.findByTestId('login-alert')).textContent).toContain('请42秒后再试');
    const button = screen.getByTestId('phone-send-code') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent?.replace(/\s/g, '')).toMatch(/^4[12]秒后重发$/));
    expect(button.disabled).toBe(true);
  });

  it('signs in with the code when the answer carries a token, as the password form does', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      reply(200, 'Succeed!', {
        token: 'tok-sms',
        userInfo: { username: 'auditor', roles: [] },
        sysAllDictItems: {},
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<LoginPage />, {
      path: LOGIN,
      url: `${LOGIN}?redirect=%2F_system%2Fusers`,
    });
    fireEvent.click(await screen.findByTestId('login-tab-phone'));
    await screen.findByTestId('phone-login-form');
    type('phone', '13800001234');
    type('sms-code', '123456');
    fireEvent.click(screen.getByTestId('phone-login-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?redirect=%2F_system%2Fusers');
    expect(getToken()).toBe('tok-sms');
    const [, init] = fetchMock.mock.calls.find(([called]) => String(called).startsWith('/callback'))!;
    expect(fetchMock.mock.calls.map(([called]) => String(called))).toContain(
      '/callback?client_name=captcha_client',
    );
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800001234', captcha: '123456' });
  });

  it('refuses an answer without a token, and shows a wrong code', async () => {
    const answers = [
      () => reply(200, 'Succeed!', { userInfo: { username: 'auditor', roles: [] } }),
      () => reply(401, SMS_MESSAGES.codeWrong, null),
    ];
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).startsWith('/callback') ? answers.shift()!() : reply(404, 'none', null),
    );
    vi.stubGlobal('fetch', fetchMock);
    await openPhoneTab();
    type('phone', '13800001234');
    type('sms-code', '123456');
    fireEvent.click(screen.getByTestId('phone-login-submit'));
    expect((await screen.findByTestId('login-alert')).textContent).toContain('返回结果中缺少令牌');
    expect(getToken()).toBeFalsy();

    type('sms-code', '654321');
    fireEvent.click(screen.getByTestId('phone-login-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('login-alert').textContent).toContain(zh(SMS_MESSAGES.codeWrong)),
    );
    expect(getToken()).toBeFalsy();
  });

  it('goes back to the password form', async () => {
    await openPhoneTab();
    fireEvent.click(screen.getByTestId('login-tab-password'));
    await waitFor(() => expect(document.getElementById('username')).not.toBeNull());
    expect(screen.queryByTestId('phone-login-form')).toBeNull();
  });
});
