import { NOTICE_PATHS, NOTICE_STATUS } from '@awards/shared/notices';
import { http } from '@awards/web-common/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTICES_KEY } from './noticePage';

/** deleteNoticeById (NOTICE_DEL) for one, deleteNoticeByIds (NOTICE_BATCHDEL) for several. */
export function deleteNotices(noticeIds: number[]) {
  const [noticeId] = noticeIds;
  return noticeIds.length === 1
    ? http.post(NOTICE_PATHS.delete, { noticeId }, { silent: true })
    : http.post(NOTICE_PATHS.deleteBatch, { noticeIds }, { silent: true });
}

export function useDeleteNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}

/** updateStatus: release (NOTICE_ISSUE) a draft, revoke (NOTICE_REPEAL) a published notice. */
export function useNoticeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeId, action }: { noticeId: number; action: 'release' | 'revoke' }) =>
      http.post(
        NOTICE_PATHS.updateStatus,
        { noticeId, sendStatus: action === 'release' ? NOTICE_STATUS.published : NOTICE_STATUS.revoked },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}
