/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SSO_LOGIN_URL?: string;
  readonly VITE_SSO_LOGOUT_URL?: string;
  readonly VITE_PASSWORD_TRANSPORT_KEY?: string;
  readonly VITE_ACCOUNT_CENTER?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_WEBSOCKET?: string;
}
