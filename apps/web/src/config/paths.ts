import { HOME_PATH } from '@awards/shared/permissions';

/** Fixed routes of spec 000 §2; every other route comes from the server's menu tree. */
export const PATHS = {
  loginRoot: '/_login',
  login: '/_login/login',
  home: HOME_PATH,
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
} as const;

/** The login page, carrying the page to come back to (spec 000 §2, redirect query). */
export function loginPath(redirect?: string): string {
  if (!redirect || redirect === '/' || redirect.startsWith(PATHS.loginRoot)) return PATHS.login;
  return `${PATHS.login}?redirect=${encodeURIComponent(redirect)}`;
}

/** Only same-site paths may be redirect targets, so a crafted link cannot send a user elsewhere. */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
