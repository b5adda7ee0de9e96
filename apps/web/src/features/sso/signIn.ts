import type { SignedIn } from '@awards/shared/sign-on-messages';
import { ApiError } from '@awards/web-common/apiError';
import { describeError } from '@awards/web-common/errorCatalogue';
import { saveLogin } from '@awards/web-common/session';
import type { NavigateFunction } from 'react-router';
import { safeRedirect } from '../../config/paths';
import { signOnText } from '../../i18n/signOn';

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
