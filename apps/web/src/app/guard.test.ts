import { renderMessage } from '@awards/shared/i18n';
import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { bindNotifier, type Notice } from '@awards/web-common/notify';
import { getToken } from '@awards/web-common/session';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPortalInit, rootLoader } from './guard';

const load = (url: string) => rootLoader({ request: new Request(url), params: {}, context: {} } as never);
const location = (response: Response | null) => response?.headers.get('Location');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('rootLoader', () => {
  it('sends an anonymous visit to the login page with the redirect, but lets whitelisted paths pass', () => {
    expect(location(load('http://x/_system/users?p=1'))).toBe(
      '/_login/login?redirect=%2F_system%2Fusers%3Fp%3D1',
    );
    expect(load('http://x/_login/login')).toBeNull();
    expect(load('http://x/404')).toBeNull();
  });

  it('lets a signed-in user through', () => {
    setItem(STORAGE_KEYS.accessToken, 't', SESSION_TTL_MS);
    expect(load('http://x/_system/users')).toBeNull();
  });

  it('with single sign-on, stores a token handed over in the address and takes it out', () => {
    vi.stubEnv('VITE_SSO_LOGIN_URL', 'https://sso.example.com/login');
    expect(location(load('http://x/_system/users?token=abc%2Bdef&tab=2'))).toBe('/_system/users?tab=2');
    expect(getToken()).toBe('abc+def');
  });

  it('without single sign-on, ignores a token in the address', () => {
    expect(location(load('http://x/_system/users?token=abc'))).toMatch(/^\/_login\/login/);
    expect(getToken()).toBeNull();
  });
});

describe('loadPortalInit', () => {
  // Spec 001 §1.4: a client user whose init call returns no menu is told where their site is.
  it.each([
    ['declarer', LOGIN_MESSAGES.declarerNoMenu, '请前往公开申报网站进行申报'],
    ['expert', LOGIN_MESSAGES.expertNoMenu, '请前往专家评审网站进行评审'],
    ['staff', LOGIN_MESSAGES.noMenu, '请联系管理员'],
  ] as const)(
    'ends the session of a %s without menus, naming the site in the notice',
    async (userType, message, words) => {
      setItem(STORAGE_KEYS.accessToken, `tok-${userType}`, SESSION_TTL_MS);
      const init = { menu: [], permissions: [], loginUser: { username: userType, userType, roles: [] } };
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet: init }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      );
      const notices: Notice[] = [];
      const unbind = bindNotifier((n) => notices.push(n));
      try {
        const thrown = await loadPortalInit(new URL('http://x/_system/users')).then(
          () => null,
          (e: unknown) => e,
        );
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).headers.get('Location')).toBe('/_login/login');
        expect(getToken()).toBeNull();
        const notice = notices.find((n) => n.key === 'portal-empty-menu');
        expect(notice?.type).toBe('error');
        expect(notice?.description).toBe(renderMessage(message, 'zh_CN'));
        expect(notice?.description).toContain(words);
      } finally {
        unbind();
      }
    },
  );
});
