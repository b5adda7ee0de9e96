import type { SignedIn } from '@awards/shared/sign-on-messages';
import type { NavigateFunction } from 'react-router';
import { safeRedirect } from '../../config/paths';
import { signOnText } from '../../i18n/signOn';
import { ApiError } from '../../lib/apiError';
import { describeError } from '../../lib/errorCatalogue';
import { saveLogin } from '../../lib/session';

/** Stores the session as the password sign-in does, then lets the root guard take the user on. */
export function finishSignIn(result: SignedIn, redirect: string | null, navigate: NavigateFunction): void {
  saveLogin(result);
  const target = safeRedirect(redirect);
  void navigate(target === '/' ? '/' : `/?redirect=${encodeURIComponent(target)}`, { replace: true });
}

/** A refusal in the reader's language: the server's keyed message, else the generic one. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError) return describeError(error) || signOnText('signOnFailed');
  return signOnText('signOnFailed');
}
