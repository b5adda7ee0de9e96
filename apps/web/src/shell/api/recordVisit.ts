import { http } from '@awards/web-common/http';

// The last path recorded in this tab: the drawer's click and the route hook may both
// report one navigation, and it must count once.
let lastPath: string | null = null;

/**
 * Counts a visit to a menu page (recent and frequent lists). Fire and forget: a failure
 * costs one count and must never bother the user, so it is silent.
 */
export function recordMenuVisit(path: string): Promise<void> {
  if (path === lastPath) return Promise.resolve();
  lastPath = path;
  return http
    .post('/rest/preference/visit', { path }, { silent: true })
    .then(() => undefined)
    .catch(() => undefined);
}

/** A path that is not a menu page ends the run, so coming back counts again. */
export function forgetLastVisit(path: string | null = null): void {
  lastPath = path;
}
