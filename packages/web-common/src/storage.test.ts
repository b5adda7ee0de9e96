import { afterEach, describe, expect, it, vi } from 'vitest';
import { getItem, SESSION_TTL_MS, STORAGE_KEYS, STORAGE_PREFIX, setItem, setStorageScope } from './storage';

afterEach(() => vi.useRealTimers());

describe('storage', () => {
  it('stores JSON {value, expire} under the prefix', () => {
    vi.useFakeTimers({ now: 1_000 });
    setItem(STORAGE_KEYS.accessToken, 'tok', SESSION_TTL_MS);
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}Access-Token`) ?? 'null')).toEqual({
      value: 'tok',
      expire: 1_000 + SESSION_TTL_MS,
    });
    expect(getItem(STORAGE_KEYS.accessToken)).toBe('tok');
  });

  it('expires an item after its time to live and removes it', () => {
    vi.useFakeTimers({ now: 0 });
    setItem(STORAGE_KEYS.userInfo, { username: 'admin' }, SESSION_TTL_MS);
    vi.setSystemTime(SESSION_TTL_MS - 1);
    expect(getItem(STORAGE_KEYS.userInfo)).toEqual({ username: 'admin' });
    vi.setSystemTime(SESSION_TTL_MS);
    expect(getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_PREFIX}Login_Userinfo`)).toBeNull();
  });

  it('keeps an item without expiry', () => {
    vi.useFakeTimers({ now: 0 });
    setItem(STORAGE_KEYS.locale, 'en_GB');
    vi.setSystemTime(10 * SESSION_TTL_MS);
    expect(getItem(STORAGE_KEYS.locale)).toBe('en_GB');
  });

  it('treats a value it cannot read as absent', () => {
    localStorage.setItem(`${STORAGE_PREFIX}lang`, 'not json');
    expect(getItem(STORAGE_KEYS.locale)).toBeNull();
  });

  it("keeps a scoped front end's session apart, and shares the language", () => {
    setItem(STORAGE_KEYS.accessToken, 'portal-token');
    setItem(STORAGE_KEYS.locale, 'en_GB');
    setStorageScope('site');
    try {
      expect(getItem(STORAGE_KEYS.accessToken)).toBeNull();
      setItem(STORAGE_KEYS.accessToken, 'site-token');
      expect(localStorage.getItem(`${STORAGE_PREFIX}site:Access-Token`)).toContain('site-token');
      expect(getItem(STORAGE_KEYS.locale)).toBe('en_GB');
    } finally {
      setStorageScope('');
    }
    expect(getItem(STORAGE_KEYS.accessToken)).toBe('portal-token');
  });
});
