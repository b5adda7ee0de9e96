import type { LoginResult } from './auth';

/**
 * Signing in through another system (spec 000 §5, §7, docs/sso.md): CAS single sign-on
 * (`/cas/client/validateLogin`) and an OAuth 2.0 / OpenID Connect provider
 * (`/thirdLogin/getLoginUser/{code}`), with the account's binding to the provider. Plain
 * constants and types: the sign-in page reads them (its bundle has a budget); the messages
 * are in sign-on-messages.ts, the schemas in sign-on.ts.
 */
export const SIGN_ON_PATHS = {
  casValidate: '/cas/client/validateLogin',
  thirdLogin: '/thirdLogin/getLoginUser',
  bindings: '/rest/thirdLogin/bindings',
  bind: '/rest/thirdLogin/bind',
  unbind: '/rest/thirdLogin/unbind',
} as const;

/** The portal routes the other systems send the browser back to (under the whitelisted /_login). */
export const SIGN_ON_PAGES = { cas: '/_login/cas', oauth: '/_login/oauth' } as const;

/** A CAS ticket or an OAuth code: opaque; CAS 3.0 §3.7 bounds tickets at 256, some providers' codes pass 1000. */
export const SIGN_ON_LIMITS = { ticket: 256, code: 2048, service: 2000 } as const;

/**
 * A signed-in session, answered exactly as the password sign-in answers it (token,
 * userInfo and the dictionaries the portal caches), inside the specification's `result`.
 */
export type SignedIn = LoginResult;

/** `validateLogin`: the portal signs in only when `success` is true (spec 000 §5). */
export interface CasLoginAnswer {
  success: true;
  result: SignedIn;
}

/** `getLoginUser`: the portal signs in only when `code` is the string '200' (spec 000 §5). */
export interface ThirdLoginAnswer {
  code: '200';
  result: SignedIn;
}

/**
 * What the sign-in page offers besides the password form (carried by the public project
 * settings): each is null when the server is not configured for it.
 */
export interface SignOnOptions {
  cas: { loginUrl: string; logoutUrl: string; serviceUrl: string } | null;
  /** authorizeUrl holds client_id, redirect_uri, response_type and scope; the portal adds state. */
  oauth: { type: string; name: string | null; authorizeUrl: string } | null;
}

/** The account's binding to the configured provider (the bindings page). */
export interface ThirdBindingView {
  /** Null when no provider is configured. */
  provider: { type: string; name: string | null } | null;
  bound: boolean;
  /** The provider's subject the account is bound to. */
  thirdId: string | null;
}
