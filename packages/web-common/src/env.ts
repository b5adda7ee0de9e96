/**
 * The build-time settings the shared client reads (Vite env vars); each front end has its
 * own other settings (apps/web/src/config/env.ts). Read at call time, so tests can change
 * them with vi.stubEnv.
 */
export const clientSettings = {
  /** Prefix of every server call; empty when the page and the server share an origin. */
  apiBase: (): string => (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, ''),
};
