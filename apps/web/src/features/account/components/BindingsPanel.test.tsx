import { rememberProjectSettings } from '@awards/web-common/projectSettings';
import { resetResubmitGuard } from '@awards/web-common/resubmitGuard';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { takeOAuthRequest } from '../../../lib/signOn';
import { renderRoute } from '../../../test/renderWithProviders';
import { CenterPage } from '../pages/CenterPage';

// Issue 19 item 2: the account's bindings page (账号绑定).

const USER = { userId: 7, username: 'viewer', loginName: 'viewer', realname: '陈志强', roles: [] };
const PROVIDER = { type: 'oidc', name: 'Example ID' };
const AUTHORIZE = 'https://id.example/authorize?response_type=code&client_id=awards';

const reply = (dataSet: unknown) =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let binding: { provider: typeof PROVIDER | null; bound: boolean; thirdId: string | null };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const settings = (oauth: unknown) =>
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
    signOn: { cas: null, oauth: oauth as never },
  });

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  resetResubmitGuard();
  setItem(STORAGE_KEYS.accessToken, 'token-1234567890abcdefghij', SESSION_TTL_MS);
  settings({ ...PROVIDER, authorizeUrl: AUTHORIZE });
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/rest/profile/get')) return reply(USER);
    if (url.endsWith('/rest/thirdLogin/bindings')) return reply(binding);
    if (url.endsWith('/rest/thirdLogin/unbind')) {
      binding = { provider: PROVIDER, bound: false, thirdId: null };
      return reply(binding);
    }
    return reply(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('zh_CN');
});

const open = () =>
  renderRoute(
    <App>
      <CenterPage />
    </App>,
    { path: '/_account/center/Index', url: '/_account/center/Index?tab=bindings' },
  );

describe('the 账号绑定 tab', () => {
  it('leaves for the provider with a one-time state to bind an unbound account', async () => {
    binding = { provider: PROVIDER, bound: false, thirdId: null };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    open();
    expect(await screen.findByText('账号绑定')).toBeTruthy();
    expect((await screen.findByTestId('bindings-row')).textContent).toContain('未绑定');
    fireEvent.click(screen.getByTestId('bindings-bind'));
    const target = new URL(assign.mock.calls[0]?.[0] as string);
    expect(target.origin + target.pathname).toBe('https://id.example/authorize');
    expect(target.searchParams.get('client_id')).toBe('awards');
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    // The OAuth page takes this answer once, as a binding.
    expect(takeOAuthRequest('forged')).toBeNull();
    fireEvent.click(screen.getByTestId('bindings-bind'));
    const again = new URL(assign.mock.calls[1]?.[0] as string).searchParams.get('state');
    expect(takeOAuthRequest(again)).toEqual({ purpose: 'bind', redirect: null });
    expect(takeOAuthRequest(again)).toBeNull();
  });

  it('shows a bound account and unbinds it after asking', async () => {
    binding = { provider: PROVIDER, bound: true, thirdId: 'sub-42' };
    open();
    const row = await screen.findByTestId('bindings-row');
    expect(row.textContent).toContain('已绑定');
    expect(row.textContent).toContain('sub-42');
    fireEvent.click(screen.getByTestId('bindings-unbind'));
    fireEvent.click(await screen.findByTestId('bindings-unbind-ok'));
    await waitFor(() => expect(screen.getByTestId('bindings-row').textContent).toContain('未绑定'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/rest/thirdLogin/unbind'))).toBe(true);
  });

  it('says so when no provider is configured, in the chosen language', async () => {
    binding = { provider: null, bound: false, thirdId: null };
    settings(null);
    await changeLocale('en_GB');
    open();
    expect((await screen.findByTestId('bindings-none')).textContent).toContain(
      'No third-party sign-in is configured',
    );
    expect(screen.getByText('Account bindings')).toBeTruthy();
  });
});
