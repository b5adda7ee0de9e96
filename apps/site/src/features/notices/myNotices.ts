import { type MyNoticeView, NOTICE_PATHS } from '@awards/shared/notices';
import type { Page } from '@awards/shared/paging';
import { http } from '@awards/web-common/http';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const KEY = ['site', 'my-notices'] as const;
export const MY_NOTICES_PAGE_SIZE = 10;

/** The notices addressed to me, newest first, with my read flag (`getNoticeByUserPage`, login). */
export function useMyNotices(pageNum: number) {
  return useQuery({
    queryKey: [...KEY, pageNum],
    queryFn: () =>
      http.post<Page<MyNoticeView>>(
        NOTICE_PATHS.userPage,
        { pageNum, pageSize: MY_NOTICES_PAGE_SIZE },
        { silent: true, allowRepeat: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Marks one read (`updateReadStatus`), then reads the list again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => http.post(NOTICE_PATHS.read, { noticeId }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
