import { NOTICE_PATHS, type NoticeSave, type NoticeView } from '@awards/shared/notices';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICES_KEY } from './noticePage';

/** addNotice: adds without an id, edits the draft with that id (NOTICE_ADD / NOTICE_EDIT). */
export function saveNotice(values: NoticeSave): Promise<NoticeView> {
  return http.post<NoticeView>(NOTICE_PATHS.save, values, { silent: true });
}

export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}

/** getNoticeById: the notice an edit or view link (?form=edit:<id>) names. */
export function useNotice(noticeId: number | null) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'detail', noticeId],
    queryFn: () => http.post<NoticeView>(NOTICE_PATHS.detail, { noticeId }),
    enabled: noticeId !== null,
  });
}
