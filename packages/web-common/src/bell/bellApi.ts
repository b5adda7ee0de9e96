import type { UnreadCounts } from '@awards/shared/user-messages';
import { ApiError } from '../apiError';
import { http } from '../http';

/**
 * The message bell's calls, shared by the portal's header and the site's signed-in frame
 * (every one `login`: staff and client users alike). NOTICE_PATHS.header / .read / .detail and
 * USER_MESSAGE_PATHS.read, written out: the shared modules carry zod, which must not load
 * with a shell's header. Plain (the HTTP client only): the site's plain bell polls through it
 * before antd and TanStack Query load (their hook is `useHeaderNotices`).
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

/**
 * The counts for a poll, under spec 000 §8's rule for both bells: a 404 (no such service) reads as
 * none, any other failure is thrown; either way the caller stops polling, silently.
 */
export async function pollHeaderNotices(): Promise<{ counts: UnreadCounts; stop: boolean }> {
  try {
    return { counts: await getHeaderNotices(), stop: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { counts: NO_COUNTS, stop: true };
    throw error;
  }
}

/**
 * Polls the counts without TanStack Query (the site's plain bell): at once, then every
 * `pollMs`, until a failure (the rule of pollHeaderNotices) or the returned stop.
 */
export function watchHeaderNotices(pollMs: number, onCounts: (counts: UnreadCounts) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    pollHeaderNotices().then(
      ({ counts, stop }) => {
        if (stopped) return;
        onCounts(counts);
        if (!stop) timer = setTimeout(poll, pollMs);
      },
      () => undefined,
    );
  };
  poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Marks one notice read for me (updateReadStatus). */
export const readNotice = (noticeId: number) =>
  http.post(BELL_PATHS.noticeRead, { noticeId }, { silent: true, allowRepeat: true });

/** Marks one of my messages read (spec 000 §7 toReadMyMessageService). */
export const readMessage = (userId: number | string | undefined, messageId: number) =>
  http.post(BELL_PATHS.messageRead, { userId, messageId }, { silent: true, allowRepeat: true });
