import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';

/** Must equal the server's PASSWORD_TRANSPORT_KEY (docs/security.md), as the portal's. */
export const transportKey = (): string =>
  import.meta.env.VITE_PASSWORD_TRANSPORT_KEY || DEFAULT_PASSWORD_TRANSPORT_KEY;
