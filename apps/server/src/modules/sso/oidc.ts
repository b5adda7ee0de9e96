import type { Config } from '../../config';
import type { PlatformLog } from '../../platform/platform';
import { providerDown } from './cas';

/** The provider's endpoints and this client's credentials (config OAUTH_*). */
export interface OidcSettings {
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  issuer: string | null;
  timeoutMs: number;
}

export function oidcSettingsOf(config: Config): OidcSettings | null {
  const { OAUTH_TOKEN_URL, OAUTH_USERINFO_URL, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, OAUTH_REDIRECT_URL } =
    config;
  if (
    !OAUTH_TOKEN_URL ||
    !OAUTH_USERINFO_URL ||
    !OAUTH_CLIENT_ID ||
    !OAUTH_CLIENT_SECRET ||
    !OAUTH_REDIRECT_URL
  ) {
    return null;
  }
  return {
    tokenUrl: OAUTH_TOKEN_URL,
    userinfoUrl: OAUTH_USERINFO_URL,
    clientId: OAUTH_CLIENT_ID,
    clientSecret: OAUTH_CLIENT_SECRET,
    redirectUrl: OAUTH_REDIRECT_URL,
    issuer: config.OAUTH_ISSUER ?? null,
    timeoutMs: config.SIGN_ON_TIMEOUT_MS,
  };
}

/** The provider's subject the code proves, or why the code was refused (never a token or secret). */
export type OidcOutcome = { sub: string } | { refused: string };

/** The claims of an id_token, read without its signature: it came straight from the token endpoint. */
function idTokenClaims(idToken: string): Record<string, unknown> | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The authorization-code grant (RFC 6749 §4.1.3) with the client authenticated by HTTP
 * Basic, then the user's subject from the userinfo endpoint (OIDC Core §5.3). When an
 * issuer is configured and the provider sends an id_token, its iss, aud and sub must agree
 * (OIDC Core §3.1.3.7: received over TLS from the token endpoint, its signature may go
 * unchecked). Nothing of the answers reaches the log but statuses and error codes.
 */
export class OidcClient {
  constructor(
    private readonly settings: OidcSettings,
    private readonly log: PlatformLog,
  ) {}

  async subjectOf(code: string): Promise<OidcOutcome> {
    const s = this.settings;
    const basic = Buffer.from(
      `${encodeURIComponent(s.clientId)}:${encodeURIComponent(s.clientSecret)}`,
    ).toString('base64');
    const token = await this.json(s.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: s.redirectUrl,
      }).toString(),
    });
    if (token.status === 400 || token.status === 401) {
      // invalid_grant: a wrong, used or expired code; invalid_client: our secret is wrong.
      const error = typeof token.body?.error === 'string' ? token.body.error : 'refused';
      if (error === 'invalid_client') {
        // Our configuration, not the user's code: nothing the user can do but wait for it to be fixed.
        this.log.error({ error }, 'oauth: the provider refused this client (OAUTH_CLIENT_ID/SECRET)');
        throw providerDown();
      }
      return { refused: error };
    }
    const accessToken = token.body?.access_token;
    if (token.status !== 200 || typeof accessToken !== 'string') return this.down('token', token.status);

    const info = await this.json(s.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    const sub = info.body?.sub;
    if (info.status !== 200 || typeof sub !== 'string' || sub === '')
      return this.down('userinfo', info.status);

    const idToken = token.body?.id_token;
    if (s.issuer && typeof idToken === 'string') {
      const claims = idTokenClaims(idToken);
      const aud = claims?.aud;
      const audiences = Array.isArray(aud) ? aud : [aud];
      if (claims?.iss !== s.issuer || !audiences.includes(s.clientId) || claims.sub !== sub) {
        this.log.warn({}, 'oauth: the id_token does not match the issuer, this client or the user');
        return { refused: 'id_token_mismatch' };
      }
    }
    return { sub };
  }

  private down(endpoint: string, status: number): never {
    this.log.warn({ endpoint, status }, 'oauth: the provider answered an error');
    throw providerDown();
  }

  private async json(
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: Record<string, unknown> | null }> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
      const body: unknown = await response.json().catch(() => null);
      return {
        status: response.status,
        body: body && typeof body === 'object' ? (body as Record<string, unknown>) : null,
      };
    } catch (error) {
      this.log.warn({ reason: (error as Error).name }, 'oauth: the provider could not be reached');
      throw providerDown();
    }
  }
}
