import { type MyNoticePageQuery, type MyNoticeView, NOTICE_PATHS } from '@awards/shared/notices';
import type { Page } from '@awards/shared/paging';
import {
  type MessageRecord,
  type MyMessagePageQuery,
  USER_MESSAGE_PATHS,
} from '@awards/shared/user-messages';
import { http } from '@awards/web-common/http';
import { getUserInfo } from '@awards/web-common/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** My notices and messages sit under ['myMessages']; the bell's counts under ['msg', 'unread']. */
export const MY_MESSAGES_KEY = ['myMessages'] as const;
const BELL_KEY = ['msg', 'unread'] as const;

export type MyNoticeFilters = Omit<MyNoticePageQuery, 'pageNum' | 'pageSize'>;
export type MyMessageFilters = Omit<MyMessagePageQuery, 'pageNum' | 'pageSize'>;

/** getNoticeByUserPage: published notices addressed to me, with my read flag. */
export const fetchMyNotices = (query: MyNoticeFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<MyNoticeView>>(NOTICE_PATHS.userPage, query);

/** queryMyMessagePage: my messages (system, staff-sent and notices), with my read flag. */
export const fetchMyMessages = (query: MyMessageFilters & { pageNum: number; pageSize: number }) =>
  http.post<Page<MessageRecord>>(USER_MESSAGE_PATHS.myPage, query);

export type ReadTarget = { kind: 'notice'; id: number } | { kind: 'message'; id: number };

function markRead(target: ReadTarget) {
  if (target.kind === 'notice')
    return http.post(NOTICE_PATHS.read, { noticeId: target.id }, { silent: true });
  const user = getUserInfo();
  return http.post(
    USER_MESSAGE_PATHS.read,
    { userId: user?.userId ?? user?.id, messageId: target.id },
    { silent: true, allowRepeat: true },
  );
}

/**
 * Mark all read: my unread notices in one SyncNoticeByIds call; messages have no bulk
 * call, so each unread one (the newest 200 queryMessage returns) is marked on its own.
 */
async function markAllRead(kind: 'notice' | 'message') {
  if (kind === 'notice') {
    const unread = await fetchMyNotices({ readFlag: 0, pageNum: 1, pageSize: 500 });
    const noticeIds = unread.result.map((n) => n.id);
    if (noticeIds.length) await http.post(NOTICE_PATHS.readMany, { noticeIds }, { silent: true });
    return noticeIds.length;
  }
  const unread = await http.post<MessageRecord[]>(USER_MESSAGE_PATHS.query, { readFlag: 0 });
  for (const m of unread ?? []) await markRead({ kind: 'message', id: m.messageId });
  return unread?.length ?? 0;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_MESSAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: BELL_KEY }),
    ]);
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: markRead, onSuccess: refresh });
}

export function useMarkAllRead() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: markAllRead, onSuccess: refresh });
}
