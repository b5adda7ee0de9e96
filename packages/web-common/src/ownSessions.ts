import type { OwnSession } from '@awards/shared/profile';
import { http } from './http';

export type { OwnSession };

/**
 * The signed-in user's own sessions (`/rest/profile/*`, any signed-in user): the portal's
 * security panel and the site's sessions page call these, each with its own query hooks.
 */
export const fetchOwnSessions = () =>
  http.post<OwnSession[]>('/rest/profile/sessions', {}, { allowRepeat: true });

/** Signs out one other own session. */
export const revokeOwnSession = (sessionId: number) =>
  http.post<null>('/rest/profile/revokeSession', { sessionId });

/** Signs out every other own session. */
export const revokeOtherOwnSessions = () =>
  http.post<{ count: number }>('/rest/profile/revokeOtherSessions', {});
