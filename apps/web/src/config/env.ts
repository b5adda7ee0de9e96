/**
 * Build-time settings (Vite env vars), read in one place. Every one has a default that
 * suits the server of apps/server, so a plain `npm run build` needs none of them.
 */
const env = import.meta.env;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

/** Read at call time, so tests can change them with vi.stubEnv. */
export const settings = {
  /** A single-sign-on login address; when set, logout and anonymous visits go there (spec 000 §2, §4). */
  ssoLoginUrl: (): string => env.VITE_SSO_LOGIN_URL ?? '',
  /** Where the single-sign-on logout goes; defaults to the login address. */
  ssoLogoutUrl: (): string => env.VITE_SSO_LOGOUT_URL || env.VITE_SSO_LOGIN_URL || '',
  /** The user menu's personal-centre entry (spec 000 §2: shown only if enabled). */
  accountCenterEnabled: (): boolean => flag(env.VITE_ACCOUNT_CENTER, true),
  /**
   * The websocket toggle's default (spec 000 §9: 'comes from default settings'). On since
   * the server serves /websocket/{userId}; VITE_WEBSOCKET=false turns it off.
   */
  websocketDefault: (): boolean => flag(env.VITE_WEBSOCKET, true),
};
