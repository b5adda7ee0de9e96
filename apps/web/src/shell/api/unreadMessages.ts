import { ApiError } from '@awards/web-common/apiError';
import { http } from '@awards/web-common/http';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** A message as the bell reads it (spec 000 §3). */
export interface UnreadMessage {
  messageId: number;
  msgId: number;
  msgTitle: string;
  msgContent: string | null;
  /** 'SYSTEM' for system messages; anything else is a notice. */
  msgSenderType: string;
  msgSendTime: string | null;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
}

export interface UnreadAnswer {
  msg: { num: number; noRead: UnreadMessage[] };
}

export const NO_UNREAD: UnreadAnswer = { msg: { num: 0, noRead: [] } };

/** How often the bell asks; the specification leaves the interval open. */
export const UNREAD_POLL_MS = 60_000;

export function getUnreadMessages(): Promise<UnreadAnswer> {
  // Silent and never guarded: a poll must not raise notices or share a stale answer.
  return http.post<UnreadAnswer>('/rest/msg/getMyNoReadMsgList', {}, { silent: true, allowRepeat: true });
}

/**
 * The bell's unread messages. Spec 000 §4: a failed poll sets the stop flag and polling
 * ends silently. A server without the call (404) counts as nothing unread: the bell
 * never shows a number the server did not give.
 */
export function useUnreadMessages(enabled: boolean) {
  const [stopped, setStopped] = useState(false);
  return useQuery({
    queryKey: ['msg', 'unread'],
    enabled,
    retry: false,
    refetchInterval: stopped ? false : UNREAD_POLL_MS,
    queryFn: async () => {
      try {
        const answer = await getUnreadMessages();
        return answer?.msg ? answer : NO_UNREAD;
      } catch (error) {
        setStopped(true);
        if (error instanceof ApiError && error.status === 404) return NO_UNREAD;
        throw error;
      }
    },
  });
}
