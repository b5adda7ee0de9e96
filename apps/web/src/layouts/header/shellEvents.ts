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
