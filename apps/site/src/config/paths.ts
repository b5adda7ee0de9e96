/**
 * The site's own addresses, under the base the server serves it at (/site/, vite.config.ts):
 * the router's basename adds it, so these are written without it.
 */
export const SITE_PATHS = {
  home: '/',
  notices: '/notices',
  notice: (id: number | string) => `/notices/${id}`,
  editions: '/editions',
  edition: (id: number | string) => `/editions/${id}`,
  award: (editionId: number | string, awardId: number | string) => `/editions/${editionId}/awards/${awardId}`,
  contact: '/contact',
  /** The published lists (公示) and one of them. */
  publicity: '/publicity',
  publicityList: (id: number | string) => `/publicity/${id}`,
  /** Filing an objection on an entry of a published list (the signed-in area; the objections module's page). */
  objectionNew: (snapshotId: number, declarationId: number) =>
    `/my/objections/new?snapshot=${snapshotId}&declaration=${declarationId}`,
  /** 我的异议, where filing one leads back to. */
  myObjections: '/my/objections',
  signIn: '/sign-in',
  recover: '/recover',
  /** The signed-in area: its pages are listed in app/accountPages.ts. */
  account: '/my',
  notFound: '/404',
} as const;

/** The site's base as the browser sees it (`/site/`), from the build. */
export const SITE_BASE = import.meta.env.BASE_URL;

/** A browser path as the router names it: without the site's base ('/site/my' → '/my'). */
export function withinSite(pathname: string): string {
  const base = SITE_BASE.replace(/\/$/, '');
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname === base ? '/' : pathname;
}

/** The staff portal, served by the same server at its root (docs/site.md). */
export const PORTAL_URL = '/';

/** The sign-in page, carrying the page to come back to. */
export function signInPath(redirect?: string): string {
  if (!redirect || redirect === SITE_PATHS.home || redirect.startsWith(SITE_PATHS.signIn))
    return SITE_PATHS.signIn;
  return `${SITE_PATHS.signIn}?redirect=${encodeURIComponent(redirect)}`;
}

/** Only a path of the site may be a redirect target, so a crafted link cannot send a user elsewhere. */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
