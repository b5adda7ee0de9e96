/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SSO_LOGIN_URL?: string;
  readonly VITE_SSO_LOGOUT_URL?: string;
  readonly VITE_PASSWORD_TRANSPORT_KEY?: string;
  readonly VITE_ACCOUNT_CENTER?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_WEBSOCKET?: string;
}

/** antd's prebuilt stylesheet in two (vite.plugins.ts ANTD_FIRST_SHEET, src/app/antdChunk.ts). */
declare module 'virtual:antd-sheets' {
  /** The address of the components of the shell and the home page. */
  export const first: string;
  /** The address of every other component. */
  export const rest: string;
}
