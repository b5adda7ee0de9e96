import type { UnreadCounts } from '@awards/shared/user-messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../apiError';
import { http } from '../http';

/**
 * The message bell's calls, shared by the portal's header and the site's signed-in frame
 * (every one `login`: staff and client users alike). NOTICE_PATHS.header / .read / .detail and
 * USER_MESSAGE_PATHS.read, written out: the shared modules carry zod, which must not load
 * with a shell's header.
 */
export const BELL_PATHS = {
  header: '/rest/noticeService/getHeaderNotice',
  noticeRead: '/rest/noticeService/updateReadStatus',
  noticeDetail: '/rest/noticeService/getNoticeById',
  messageRead: '/rest/message/toReadMyMessageService',
} as const;

/** Under the unread key: a push that refreshes the unread messages refreshes these too. */
export const HEADER_NOTICES_KEY = ['msg', 'unread', 'notices'] as const;

export const NO_COUNTS: UnreadCounts = { noticeTotal: 0, noticeList: [], messageTotal: 0, messageList: [] };

/** The header notice call's answer (the same figures as the `num` push); anything missing counts as none. */
export function toCounts(answer: Partial<UnreadCounts> | null | undefined): UnreadCounts {
  return {
    noticeTotal: answer?.noticeTotal ?? 0,
    noticeList: answer?.noticeList ?? [],
    messageTotal: answer?.messageTotal ?? 0,
    messageList: answer?.messageList ?? [],
  };
}

/** Silent and unguarded like the unread poll: a poll never raises a notice. */
export async function getHeaderNotices(): Promise<UnreadCounts> {
  return toCounts(await http.post<UnreadCounts>(BELL_PATHS.header, {}, { silent: true, allowRepeat: true }));
}

/** Same cadence as the unread poll; spec 000 §8: a failure stops polling, silently. */
export function useHeaderNotices(pollMs: number) {
  const [stopped, setStopped] = useState(false);
  return useQuery({
    queryKey: HEADER_NOTICES_KEY,
    retry: false,
    refetchInterval: stopped ? false : pollMs,
    queryFn: async () => {
      try {
        return await getHeaderNotices();
      } catch (error) {
        setStopped(true);
        if (error instanceof ApiError && error.status === 404) return NO_COUNTS;
        throw error;
      }
    },
  });
}

/** Marks one notice read for me (updateReadStatus). */
export const readNotice = (noticeId: number) =>
  http.post(BELL_PATHS.noticeRead, { noticeId }, { silent: true, allowRepeat: true });

/** Marks one of my messages read (spec 000 §7 toReadMyMessageService). */
export const readMessage = (userId: number | string | undefined, messageId: number) =>
  http.post(BELL_PATHS.messageRead, { userId, messageId }, { silent: true, allowRepeat: true });
