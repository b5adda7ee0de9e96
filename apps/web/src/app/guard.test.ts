import { getToken } from '@awards/web-common/session';
import { SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootLoader } from './guard';

const load = (url: string) => rootLoader({ request: new Request(url), params: {}, context: {} } as never);
const location = (response: Response | null) => response?.headers.get('Location');

afterEach(() => vi.unstubAllEnvs());

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
