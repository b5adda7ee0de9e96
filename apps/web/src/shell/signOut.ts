import { endSession } from '@awards/web-common/endSession';
import { clearSession, getToken } from '@awards/web-common/session';
import { getItem, STORAGE_KEYS } from '@awards/web-common/storage';
import { settings } from '../config/env';
import { PATHS } from '../config/paths';
import { clearStoredTheme } from '../lib/theme';

/**
 * Logout (spec 000 §4): forget the token, the dictionary cache and the theme selections,
 * revoke the session on the server, then go to the site root, or through the single-sign-on
 * logout when one is configured. A full page load drops every cache.
 */
export async function signOut(): Promise<void> {
  // A session signed in through CAS ends the CAS session too (docs/sso.md).
  const sso = settings.ssoLogoutUrl() || getItem<string>(STORAGE_KEYS.ssoLogout) || '';
  // Forgotten here before the server ends it: a call still in flight for this session then
  // fails quietly, instead of announcing a lapsed session (web-common isEndedSessionFailure).
  const token = getToken();
  clearSession();
  clearStoredTheme();
  // A server that is down or a token already expired must not keep the user signed in.
  if (token) await endSession(token);
  const root = `${window.location.origin}${PATHS.root}`;
  window.location.assign(
    sso ? `${sso}${sso.includes('?') ? '&' : '?'}service=${encodeURIComponent(root)}` : PATHS.root,
  );
}
