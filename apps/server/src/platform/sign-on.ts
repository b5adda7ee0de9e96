import type { SignOnOptions } from '@awards/shared/sign-on';
import type { Config } from '../config';

/** The CAS server's addresses below its base (CAS protocol 3.0 §2). */
export function casEndpoints(base: string) {
  const root = base.replace(/\/+$/, '');
  return { login: `${root}/login`, logout: `${root}/logout`, validate: `${root}/p3/serviceValidate` };
}

/**
 * What the sign-in page may offer besides the password form, from the configuration
 * (docs/sso.md). Public: nothing here is secret (the client secret never leaves the server).
 * The project settings carry it, so the sign-in page asks nothing more.
 */
export function signOnOptions(config: Config): SignOnOptions {
  const cas =
    config.CAS_BASE_URL && config.CAS_SERVICE_URL
      ? {
          loginUrl: casEndpoints(config.CAS_BASE_URL).login,
          logoutUrl: casEndpoints(config.CAS_BASE_URL).logout,
          serviceUrl: config.CAS_SERVICE_URL,
        }
      : null;
  let oauth: SignOnOptions['oauth'] = null;
  if (
    config.OAUTH_AUTHORIZE_URL &&
    config.OAUTH_CLIENT_ID &&
    config.OAUTH_REDIRECT_URL &&
    config.OAUTH_TOKEN_URL
  ) {
    const url = new URL(config.OAUTH_AUTHORIZE_URL);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', config.OAUTH_CLIENT_ID);
    url.searchParams.set('redirect_uri', config.OAUTH_REDIRECT_URL);
    url.searchParams.set('scope', config.OAUTH_SCOPE);
    oauth = { type: config.OAUTH_TYPE, name: config.OAUTH_NAME ?? null, authorizeUrl: url.toString() };
  }
  return { cas, oauth };
}
