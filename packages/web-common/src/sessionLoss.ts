import { clientText } from './i18n';
import { showDialog } from './notify';
import { clearSession, getToken } from './session';

/** Spec 000 §9: a 401 with a token logs out and reloads after 1.5 s. */
export const UNAUTHORISED_RELOAD_DELAY_MS = 1_500;

type Reload = () => void;

// A reload lands on the same address; the guard, now without a token, sends the user to
// the login page (or single sign-on) with that address as the redirect.
let reload: Reload = () => window.location.reload();
let leaving = false;

/** Tests (and embedders) replace the reload. */
export function setSessionReload(next: Reload): void {
  reload = next;
}

/** The server no longer knows this token: forget it locally, then reload once. */
export function leaveLapsedSession(): void {
  if (!getToken() || leaving) return;
  leaving = true;
  clearSession();
  setTimeout(() => {
    leaving = false;
    reload();
  }, UNAUTHORISED_RELOAD_DELAY_MS);
}

/** Spec 000 §8: a 500 saying the token is invalid asks the user to log in again. */
export function showLoginExpired(): void {
  if (leaving) return;
  leaving = true;
  showDialog({
    type: 'error',
    title: clientText('expiredTitle'),
    content: clientText('expiredContent'),
    okText: clientText('loginAgain'),
    onOk: () => {
      leaving = false;
      clearSession();
      reload();
    },
  });
}
