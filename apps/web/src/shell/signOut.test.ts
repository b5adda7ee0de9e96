import { getToken } from '@awards/web-common/session';
import { getItem, SESSION_TTL_MS, STORAGE_KEYS, setItem } from '@awards/web-common/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from './signOut';

// Spec 000 §4: logout goes through the single-sign-on logout when there is one (docs/sso.md).

const answered = () =>
  new Response(JSON.stringify({ rtnCode: '0000', rtnMessage: 'Succeed!', dataSet: null }), {
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('signOut', () => {
  it('ends a session signed in through CAS at the CAS logout, then forgets it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answered()),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'https://portal.example', assign });
    setItem(STORAGE_KEYS.accessToken, 'tok', SESSION_TTL_MS);
    setItem(STORAGE_KEYS.ssoLogout, 'https://cas.example/cas/logout', SESSION_TTL_MS);
    await signOut();
    expect(assign).toHaveBeenCalledWith(
      `https://cas.example/cas/logout?service=${encodeURIComponent('https://portal.example/')}`,
    );
    expect(getToken()).toBeNull();
    expect(getItem(STORAGE_KEYS.ssoLogout)).toBeNull();
  });

  it('goes to the root after a password session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answered()),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setItem(STORAGE_KEYS.accessToken, 'tok', SESSION_TTL_MS);
    await signOut();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('forgets the session here before the server ends it, sending its token', async () => {
    const seen: { authorization: string | null; stored: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push({ authorization: new Headers(init.headers).get('Authorization'), stored: getToken() });
        return answered();
      }),
    );
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    setItem(STORAGE_KEYS.accessToken, 'tok-2', SESSION_TTL_MS);
    await signOut();
    // A call still in flight for the session is answered after the page let it go, so its
    // refusal is not taken for a lapsed session (web-common isEndedSessionFailure).
    expect(seen).toEqual([{ authorization: 'tok-2', stored: null }]);
  });
});
