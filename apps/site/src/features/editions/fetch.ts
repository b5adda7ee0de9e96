import { PUBLIC_PATHS, type PublicEdition } from '@awards/shared/public-site';
import { http } from '@awards/web-common/http';

/**
 * The editions open for declaration with their awards (no sign-in): `/rest/public/editions`.
 * Apart from the query hooks (api.ts): the home page calls it without them (bundle budget).
 */
export function fetchOpenEditions() {
  return http.post<PublicEdition[]>(PUBLIC_PATHS.editions, {}, { silent: true, allowRepeat: true });
}
