import type { Page } from '@awards/shared/paging';
import {
  MESSAGE_CENTRE_PATHS,
  type MessageHistoryQuery,
  type SentMessageDetail,
  type SentMessageView,
  type SubjectItem,
} from '@awards/shared/user-messages';
import { showingFailuresInPlace } from '@awards/web-common/failuresInPlace';
import { http } from '@awards/web-common/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type MessageFilters = Omit<MessageHistoryQuery, 'pageNum' | 'pageSize'>;
type PageQuery = MessageFilters & { pageNum: number; pageSize: number };

/** Everything this feature caches sits under ['messageCentre']: one invalidation after a change. */
export const MESSAGES_KEY = ['messageCentre'] as const;
export const HISTORY_KEY = [...MESSAGES_KEY, 'history'] as const;
export const SYSTEM_KEY = [...MESSAGES_KEY, 'system'] as const;

/** getSendHistoryPage (MSG_VIEW): messages staff sent. */
export const fetchHistoryPage = (query: PageQuery) =>
  http.post<Page<SentMessageView>>(MESSAGE_CENTRE_PATHS.history, query);

/** getSystemMessagePage (MSG_VIEW): messages the system sent (templates, jobs). */
export const fetchSystemPage = (query: PageQuery) =>
  http.post<Page<SentMessageView>>(MESSAGE_CENTRE_PATHS.systemList, query);

/** getMessageDetail (MSG_VIEW): one message with its receivers and their read and send status. */
export function useMessageDetail(msgId: number | null) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'detail', msgId],
    queryFn: () => http.post<SentMessageDetail>(MESSAGE_CENTRE_PATHS.detail, { msgId }),
    enabled: msgId !== null,
  });
}

/** getSubjectList (MSG_VIEW): the distinct titles sent, newest first. */
export function useSubjects(msgTitle: string) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'subjects', msgTitle],
    // The list shows a failure in place (its error state with a retry), not as a notice.
    queryFn: () =>
      showingFailuresInPlace(() =>
        http.post<SubjectItem[]>(MESSAGE_CENTRE_PATHS.subjectList, { msgTitle: msgTitle || undefined }),
      ),
  });
}

/** deleteMessageByIds (MSG_DEL): one call for one or several. */
export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (msgIds: number[]) => http.post(MESSAGE_CENTRE_PATHS.delete, { msgIds }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
