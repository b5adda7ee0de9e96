import type { Page } from '@awards/shared/paging';
import { PUBLIC_PATHS, type PublicNotice } from '@awards/shared/public-site';
import { http } from '@awards/web-common/http';

/**
 * The public notices, newest first (no sign-in): `/rest/public/notices`. Apart from the query
 * hooks (api.ts): the home page, on the first screen's bundle budget, calls it without them.
 */
export function fetchPublicNotices(query: { pageNum: number; pageSize: number; editionId?: number }) {
  return http.post<Page<PublicNotice>>(PUBLIC_PATHS.notices, query, { silent: true, allowRepeat: true });
}
