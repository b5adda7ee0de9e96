import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { AuthApi } from '../auth/public';
import { BindingService } from './bindings';
import { CasClient } from './cas';
import { OidcClient, oidcSettingsOf } from './oidc';
import { ssoRoutes } from './routes';
import { SignOnService } from './service';

/**
 * Single sign-on through CAS and third-party sign-in through an OAuth 2.0 / OpenID Connect
 * provider, each on when configured (docs/sso.md); sessions are the auth module's.
 */
export const ssoModule = defineModule({
  name: 'sso',
  build: ({ db, config, log }: Platform, { auth }: { auth: AuthApi }) => {
    const cas =
      config.CAS_BASE_URL && config.CAS_SERVICE_URL
        ? {
            client: new CasClient(config.CAS_BASE_URL, config.SIGN_ON_TIMEOUT_MS, log),
            serviceUrl: config.CAS_SERVICE_URL,
          }
        : null;
    const oidcSettings = oidcSettingsOf(config);
    const provider = oidcSettings && {
      client: new OidcClient(oidcSettings, log),
      type: config.OAUTH_TYPE,
      name: config.OAUTH_NAME ?? null,
    };
    return {
      services: {
        signOn: new SignOnService(db, auth, cas, provider),
        bindings: new BindingService(db, provider),
        config,
      },
    };
  },
  routes: ssoRoutes,
});

export type SsoServices = {
  signOn: SignOnService;
  bindings: BindingService;
  config: Platform['config'];
};
