/**
 * Window events through which features ask the shell for something without importing
 * it (features and the shell share no code): the account centre opens the shell's
 * change-password dialog, and tells it when the user's name or picture changed.
 */
export const SHELL_EVENTS = {
  changePassword: 'portal:change-password',
  userInfoChanged: 'portal:user-info',
} as const;

export function onShellEvent(name: (typeof SHELL_EVENTS)[keyof typeof SHELL_EVENTS], listener: () => void) {
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** A release push's 查看详情 asks the bell to open the notice's detail (spec 000 §4). */
export const OPEN_NOTICE_EVENT = 'portal:open-notice';
export interface OpenNoticeDetail {
  noticeId: number;
}
export function requestNoticeDetail(noticeId: number): void {
  window.dispatchEvent(new CustomEvent<OpenNoticeDetail>(OPEN_NOTICE_EVENT, { detail: { noticeId } }));
}
