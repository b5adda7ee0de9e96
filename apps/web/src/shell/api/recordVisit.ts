import { http } from '@awards/web-common/http';

// The last path recorded in this tab and its call: the drawer's click and the route hook (and,
// for the first page, the menu routes' loader) may all report one navigation, and it must
// count once; each of them is answered when that one call is.
let last: { path: string; call: Promise<void> } | null = null;

/**
 * Counts a visit to a menu page (recent and frequent lists). Fire and forget: a failure
 * costs one count and must never bother the user, so it is silent.
 */
export function recordMenuVisit(path: string): Promise<void> {
  if (path === last?.path) return last.call;
  const call = http
    .post('/rest/preference/visit', { path }, { silent: true })
    .then(() => undefined)
    .catch(() => undefined);
  last = { path, call };
  return call;
}

/** A path that is not a menu page ends the run, so coming back counts again. */
export function forgetLastVisit(path: string | null = null): void {
  last = path === null ? null : { path, call: Promise.resolve() };
}
