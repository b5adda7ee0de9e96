import { http } from '@awards/web-common/http';

/** `POST /logout`: ends this session on the server; the page forgets it either way. */
export function signOut(): Promise<void> {
  return http.post<void>('/logout', {}, { silent: true });
}
