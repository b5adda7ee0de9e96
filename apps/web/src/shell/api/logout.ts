import { http } from '@awards/web-common/http';

/** Revokes the session on the server; the token travels in the Authorization header. */
export function logout(): Promise<unknown> {
  // Silent: the portal leaves the session locally whatever the server answers.
  return http.post<unknown>('/logout', {}, { silent: true });
}
