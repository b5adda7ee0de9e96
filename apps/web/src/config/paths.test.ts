import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWhitelisted, loginPath, loginTarget, safeRedirect } from './paths';

afterEach(() => vi.unstubAllEnvs());

describe('whitelist', () => {
  it('passes exact entries and prefix wildcards only', () => {
    const list = ['/_login/*', '/404', '/public/exact'];
    expect(isWhitelisted('/_login/login', list)).toBe(true);
    expect(isWhitelisted('/_login', list)).toBe(true);
    expect(isWhitelisted('/_loginX', list)).toBe(false);
    expect(isWhitelisted('/404', list)).toBe(true);
    expect(isWhitelisted('/public/exact/more', list)).toBe(false);
    expect(isWhitelisted('/_system/users', list)).toBe(false);
  });

  it('holds the fixed pages by default', () => {
    for (const path of ['/_login/login', '/403', '/404', '/500', '/errorBlank'])
      expect(isWhitelisted(path)).toBe(true);
    expect(isWhitelisted('/blank')).toBe(false);
  });
});

describe('login target', () => {
  it('is the login page with the redirect, or the single-sign-on address when configured', () => {
    expect(loginPath('/_system/users?x=1')).toBe('/_login/login?redirect=%2F_system%2Fusers%3Fx%3D1');
    expect(loginPath('/')).toBe('/_login/login');
    expect(loginTarget('/a')).toEqual({ external: false, url: '/_login/login?redirect=%2Fa' });
    vi.stubEnv('VITE_SSO_LOGIN_URL', 'https://sso.example.com/login');
    expect(loginTarget('/a')).toEqual({
      external: true,
      url: `https://sso.example.com/login?service=${encodeURIComponent(`${window.location.origin}/_login/cas?redirect=%2Fa`)}`,
    });
    // The CAS page signs in through validateLogin, then goes on to the page asked for.
    expect(loginTarget('/').url).toBe(
      `https://sso.example.com/login?service=${encodeURIComponent(`${window.location.origin}/_login/cas`)}`,
    );
  });

  it('accepts only same-site paths as redirect targets', () => {
    expect(safeRedirect('/a?b=1')).toBe('/a?b=1');
    expect(safeRedirect('//evil.com')).toBe('/');
    expect(safeRedirect('/\\evil.com')).toBe('/');
    expect(safeRedirect('https://evil.com')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
