import { EXAMINATION_PATH, HOME_PATH } from '@awards/shared/permissions';
import { SIGN_ON_PAGES } from '@awards/shared/sign-on-paths';
import { settings } from './env';

/** Fixed routes of spec 000 §2; every other route comes from the server's menu tree. */
/** The public declaration site, served by the same server under /site/ (docs/site.md). */
export const SITE_URL = '/site/';

export const PATHS = {
  root: '/',
  loginRoot: '/_login',
  login: '/_login/login',
  home: HOME_PATH,
  examination: EXAMINATION_PATH,
  blank: '/blank',
  errorBlank: '/errorBlank',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
  /** The account-centre route of the configuration, named 'account-center'. */
  accountCenter: '/_account/center/Index',
  /** The user's own messages, reached from the notification bell. */
  userMessage: '/_account/center/UserMessage',
} as const;

/** Route names the shell navigates by; the menu tree may move them, this is the fallback. */
export const ROUTE_NAMES = { accountCenter: 'account-center' } as const;

/**
 * Paths that pass without a token (spec 000 §4): exact, or a prefix ending in '/*'.
 * The fixed pages are here so an error page never bounces to the login page.
 */
export const WHITELIST = [
  `${PATHS.loginRoot}/*`,
  PATHS.loginRoot,
  PATHS.errorBlank,
  PATHS.forbidden,
  PATHS.notFound,
  PATHS.serverError,
] as const;

export function isWhitelisted(pathname: string, list: readonly string[] = WHITELIST): boolean {
  return list.some((entry) =>
    entry.endsWith('/*')
      ? pathname.startsWith(entry.slice(0, -1)) || pathname === entry.slice(0, -2)
      : pathname === entry,
  );
}

/** The login page, carrying the page to come back to (spec 000 §2, redirect query). */
export function loginPath(redirect?: string): string {
  if (!redirect || redirect === '/' || redirect.startsWith(PATHS.loginRoot)) return PATHS.login;
  return `${PATHS.login}?redirect=${encodeURIComponent(redirect)}`;
}

/**
 * The portal's CAS page (docs/sso.md) as a CAS service address: the ticket comes back to it,
 * it signs in through /cas/client/validateLogin, then goes on to the redirect.
 */
export function casServiceUrl(base: string, redirect?: string): string {
  if (!redirect || redirect === '/' || redirect.startsWith(PATHS.loginRoot)) return base;
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
}

/**
 * Where an anonymous visitor goes: the single-sign-on address when one is configured
 * (with the full return address, as SSO servers expect: the CAS page, which signs in and
 * goes on to the page asked for), else the login page.
 */
export function loginTarget(redirect?: string): { external: boolean; url: string } {
  const sso = settings.ssoLoginUrl();
  if (!sso) return { external: false, url: loginPath(redirect) };
  const back = casServiceUrl(`${window.location.origin}${SIGN_ON_PAGES.cas}`, redirect);
  return { external: true, url: `${sso}${sso.includes('?') ? '&' : '?'}service=${encodeURIComponent(back)}` };
}

/** Only same-site paths may be redirect targets, so a crafted link cannot send a user elsewhere. */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
