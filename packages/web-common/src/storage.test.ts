import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getDerivedItem,
  getItem,
  SESSION_TTL_MS,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  setItem,
  setStorageScope,
} from './storage';

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

  it('derives a value once per stored text: again when it changes, lapses or goes', () => {
    vi.useFakeTimers({ now: 0 });
    const derive = vi.fn((codes: string[] | null) => new Set(codes ?? []));
    setItem(STORAGE_KEYS.buttonAuth, ['a', 'b'], 1_000);
    expect(getDerivedItem(STORAGE_KEYS.buttonAuth, derive).has('a')).toBe(true);
    expect(getDerivedItem(STORAGE_KEYS.buttonAuth, derive).has('b')).toBe(true);
    expect(derive).toHaveBeenCalledTimes(1);
    // Another sign-in (or another tab) writes new codes: read anew.
    setItem(STORAGE_KEYS.buttonAuth, ['c'], 1_000);
    expect(getDerivedItem(STORAGE_KEYS.buttonAuth, derive).has('a')).toBe(false);
    expect(getDerivedItem(STORAGE_KEYS.buttonAuth, derive).has('c')).toBe(true);
    expect(derive).toHaveBeenCalledTimes(2);
    // Lapsed: nothing, and the item is removed as getItem does.
    vi.setSystemTime(1_000);
    expect(getDerivedItem(STORAGE_KEYS.buttonAuth, derive).size).toBe(0);
    expect(localStorage.getItem(`${STORAGE_PREFIX}Login_Auth`)).toBeNull();
    // Signed out: nothing.
    setItem(STORAGE_KEYS.buttonAuth, ['d']);
    expect(getDerivedItem(STORAGE_KEYS.buttonAuth, derive).has('d')).toBe(true);
    localStorage.removeItem(`${STORAGE_PREFIX}Login_Auth`);
    expect(getDerivedItem(STORAGE_KEYS.buttonAuth, derive).has('d')).toBe(false);
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
