import { NOTICE_PATHS, type NoticePageQuery, type NoticeView } from '@awards/shared/notices';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';

export type NoticeFilters = Omit<NoticePageQuery, 'pageNum' | 'pageSize'>;

/** Everything this feature caches sits under ['notices']: one invalidation after a change. */
export const NOTICES_KEY = ['notices'] as const;
export const NOTICE_PAGE_KEY = [...NOTICES_KEY, 'page'] as const;

/** getNoticeByPage (NOTICE_VIEW). */
export function fetchNoticePage(query: NoticeFilters & { pageNum: number; pageSize: number }) {
  return http.post<Page<NoticeView>>(NOTICE_PATHS.page, query);
}
