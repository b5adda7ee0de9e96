import { clearSession } from '@awards/web-common/session';
import { getItem, STORAGE_KEYS } from '@awards/web-common/storage';
import { settings } from '../config/env';
import { PATHS } from '../config/paths';
import { clearStoredTheme } from '../lib/theme';
import { logout } from './api/logout';

/**
 * Logout (spec 000 §4): revoke the session on the server, forget the token, the
 * dictionary cache and the theme selections, then go to the site root, or through the
 * single-sign-on logout when one is configured. A full page load drops every cache.
 */
export async function signOut(): Promise<void> {
  // A server that is down or a token already expired must not keep the user signed in.
  await logout().catch(() => undefined);
  // A session signed in through CAS ends the CAS session too (docs/sso.md).
  const sso = settings.ssoLogoutUrl() || getItem<string>(STORAGE_KEYS.ssoLogout) || '';
  clearSession();
  clearStoredTheme();
  const root = `${window.location.origin}${PATHS.root}`;
  window.location.assign(
    sso ? `${sso}${sso.includes('?') ? '&' : '?'}service=${encodeURIComponent(root)}` : PATHS.root,
  );
}
