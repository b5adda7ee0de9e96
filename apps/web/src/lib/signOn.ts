import type { SignOnOptions } from '@awards/shared/sign-on-paths';
import { casServiceUrl } from '../config/paths';

/**
 * Leaving for another system to sign in (docs/sso.md): the CAS login address, and the
 * OAuth authorisation address with a one-time `state` kept in this tab, so the page the
 * provider sends back to accepts only an answer to a request this tab made (RFC 6749
 * §10.12), and knows whether it was a sign-in or a binding.
 */

const STATE_KEY = 'awards.oauth.state';

export type OAuthPurpose = 'login' | 'bind';

interface PendingOAuth {
  state: string;
  purpose: OAuthPurpose;
  redirect: string | null;
}

/** The CAS server's login page, sending the ticket back to the portal's CAS page. */
export function casLoginUrl(cas: NonNullable<SignOnOptions['cas']>, redirect?: string | null): string {
  const service = casServiceUrl(cas.serviceUrl, redirect ?? undefined);
  return `${cas.loginUrl}${cas.loginUrl.includes('?') ? '&' : '?'}service=${encodeURIComponent(service)}`;
}

/** The provider's authorisation address for this purpose; remembers its state in this tab. */
export function oauthAuthorizeUrl(
  oauth: NonNullable<SignOnOptions['oauth']>,
  purpose: OAuthPurpose,
  redirect?: string | null,
): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const pending: PendingOAuth = { state, purpose, redirect: redirect ?? null };
  sessionStorage.setItem(STATE_KEY, JSON.stringify(pending));
  const url = new URL(oauth.authorizeUrl);
  url.searchParams.set('state', state);
  return url.toString();
}

/** The request this tab made, when `state` answers it; good once. */
export function takeOAuthRequest(state: string | null): Omit<PendingOAuth, 'state'> | null {
  const stored = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!stored || !state) return null;
  try {
    const pending = JSON.parse(stored) as PendingOAuth;
    return pending.state === state ? { purpose: pending.purpose, redirect: pending.redirect } : null;
  } catch {
    return null;
  }
}
