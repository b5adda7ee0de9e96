import type { LoginResult, UserInfo } from '@awards/shared/auth';
import { clearSession, getToken, getUserInfo, saveLogin } from '@awards/web-common/session';
import { useSyncExternalStore } from 'react';

/**
 * Who is signed in to the site, as the header and the signed-in area read it: the stored
 * session (the site's own, config/scope.ts), with a signal when it changes in this tab or
 * another one, so the header follows a sign-in or a sign-out at once.
 */
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => changed();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A token and the user it belongs to, or null when nobody is signed in. */
export interface SignedIn {
  token: string;
  user: UserInfo;
}

let cached: { version: number; value: SignedIn | null } | null = null;

/** Read again only after a change: useSyncExternalStore compares snapshots by identity. */
function snapshot(): SignedIn | null {
  if (cached?.version === version) return cached.value;
  const token = getToken();
  const user = getUserInfo();
  cached = { version, value: token && user ? { token, user } : null };
  return cached.value;
}

export function useSignedIn(): SignedIn | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Keeps a sign-in's answer and tells the page. */
export function rememberSignIn(result: LoginResult): void {
  saveLogin(result);
  changed();
}

/** Forgets the session here and tells the page. */
export function forgetSignIn(): void {
  clearSession();
  changed();
}
