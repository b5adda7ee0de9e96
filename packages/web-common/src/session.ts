import type { DictOption, LoginResult, UserInfo } from '@awards/shared/auth';
import { getDerivedItem, getItem, removeItem, SESSION_TTL_MS, STORAGE_KEYS, setItem } from './storage';

/** The signed-in session as persisted between tabs and reloads (spec 000 §3, §4). */
export function getToken(): string | null {
  return getItem<string>(STORAGE_KEYS.accessToken);
}

export function getUserInfo(): UserInfo | null {
  return getItem<UserInfo>(STORAGE_KEYS.userInfo);
}

export function getRoles(): string[] {
  return getItem<string[]>(STORAGE_KEYS.roles) ?? [];
}

export function getButtonAuth(): string[] {
  return getItem<string[]>(STORAGE_KEYS.buttonAuth) ?? [];
}

const toCodeSet = (codes: string[] | null): ReadonlySet<string> => new Set(codes ?? []);

/** Whether the stored button permissions hold `code`: read as a set, parsed once per sign-in. */
export function hasButtonAuth(code: string): boolean {
  return getDerivedItem(STORAGE_KEYS.buttonAuth, toCodeSet).has(code);
}

export function saveUserInfo(user: UserInfo): void {
  setItem(STORAGE_KEYS.userInfo, user, SESSION_TTL_MS);
  setItem(STORAGE_KEYS.userName, user.username, SESSION_TTL_MS);
  setItem(
    STORAGE_KEYS.roles,
    (user.roles ?? []).map((role) => role.roleCode),
    SESSION_TTL_MS,
  );
}

/** A token handed over in the address by single sign-on (spec 000 §4). */
export function saveToken(token: string): void {
  setItem(STORAGE_KEYS.accessToken, token, SESSION_TTL_MS);
}

export function saveLogin(result: LoginResult): void {
  saveToken(result.token);
  saveUserInfo(result.userInfo);
  setItem<Record<string, DictOption[]>>(STORAGE_KEYS.dictItems, result.sysAllDictItems ?? {}, SESSION_TTL_MS);
}

/** Button permission codes from the init call; buttons hide when their code is missing. */
export function saveButtonAuth(codes: string[]): void {
  setItem(STORAGE_KEYS.buttonAuth, codes, SESSION_TTL_MS);
}

/** Logout: drop everything tied to the account; locale and layout settings stay. */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.userName,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.buttonAuth,
    STORAGE_KEYS.roles,
    STORAGE_KEYS.dictItems,
    STORAGE_KEYS.ssoLogout,
  ]) {
    removeItem(key);
  }
}
