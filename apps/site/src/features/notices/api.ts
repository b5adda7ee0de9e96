import { PUBLIC_PATHS, type PublicNotice } from '@awards/shared/public-site';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPublicNotices } from './fetch';

export const PUBLIC_NOTICES_KEY = ['public', 'notices'] as const;
export const NOTICES_PAGE_SIZE = 10;

export function usePublicNotices(pageNum: number) {
  return useQuery({
    queryKey: [...PUBLIC_NOTICES_KEY, 'page', pageNum],
    queryFn: () => fetchPublicNotices({ pageNum, pageSize: NOTICES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** One public notice with its content: `/rest/public/notice`. */
export function usePublicNotice(noticeId: number) {
  return useQuery({
    queryKey: [...PUBLIC_NOTICES_KEY, 'one', noticeId],
    queryFn: () =>
      http.post<PublicNotice>(PUBLIC_PATHS.notice, { noticeId }, { silent: true, allowRepeat: true }),
    retry: false,
  });
}
