import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OAuth 2.0 / OpenID Connect provider on loopback for the tests: one registered
 * client (id, secret, redirect URI). `/authorize?…&login_hint=<sub>` signs that subject in
 * at once and redirects back with a one-time code (RFC 6749 §4.1.2); `/token` exchanges a
 * code once, checking the client's HTTP Basic credentials and the redirect URI (§4.1.3),
 * and answers an access token and an id_token; `/userinfo` answers the subject of a
 * Bearer token (OIDC Core §5.3).
 */
export interface OidcProvider {
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  /** Signs `sub` in and returns the code the provider sent the browser back with. */
  codeFor(sub: string, options?: { redirectUri?: string }): Promise<string>;
  /** Makes the id_token name another issuer from now on (a provider that is not the configured one). */
  setIdTokenIssuer(issuer: string): void;
  /** How many code exchanges the token endpoint received. */
  tokenRequests: number;
  close(): Promise<void>;
}

const CLIENT_ID = 'awards-portal';
const CLIENT_SECRET = 'provider-secret-4f1b9c';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const unsignedJwt = (claims: object) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
    JSON.stringify(claims),
  ).toString('base64url')}.`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startOidcProvider(redirectUrl: string): Promise<OidcProvider> {
  const codes = new Map<string, { sub: string; redirectUri: string }>();
  const accessTokens = new Map<string, string>();
  let origin = '';
  let idTokenIssuer: string | null = null;
  let tokenRequests = 0;

  const clientOk = (header: string | undefined) => {
    const match = /^Basic (.+)$/.exec(header ?? '');
    if (!match) return false;
    const [id, secret] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return id === CLIENT_ID && secret !== undefined && sameText(secret, CLIENT_SECRET);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== CLIENT_ID || p.get('response_type') !== 'code') {
        return json(res, 400, { error: 'unauthorized_client' });
      }
      const redirectUri = p.get('redirect_uri') ?? '';
      const sub = p.get('login_hint');
      if (redirectUri !== redirectUrl || !sub) return json(res, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { sub, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      if (p.get('state')) back.searchParams.set('state', p.get('state')!);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      tokenRequests++;
      const form = new URLSearchParams(await bodyOf(req));
      if (!clientOk(req.headers.authorization)) return json(res, 401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'authorization_code')
        return json(res, 400, { error: 'unsupported_grant_type' });
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.redirectUri !== form.get('redirect_uri'))
        return json(res, 400, { error: 'invalid_grant' });
      const accessToken = randomBytes(16).toString('base64url');
      accessTokens.set(accessToken, issued.sub);
      const now = Math.floor(Date.now() / 1000);
      return json(res, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 300,
        id_token: unsignedJwt({
          iss: idTokenIssuer ?? origin,
          aud: CLIENT_ID,
          sub: issued.sub,
          iat: now,
          exp: now + 300,
        }),
      });
    }
    if (url.pathname === '/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const sub = token && accessTokens.get(token);
      if (!sub) return json(res, 401, { error: 'invalid_token' });
      return json(res, 200, { sub, name: `User ${sub}` });
    }
    res.writeHead(404);
    res.end();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer: origin,
    authorizeUrl: `${origin}/authorize`,
    tokenUrl: `${origin}/token`,
    userinfoUrl: `${origin}/userinfo`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUrl,
    get tokenRequests() {
      return tokenRequests;
    },
    setIdTokenIssuer(issuer) {
      idTokenIssuer = issuer;
    },
    async codeFor(sub, options = {}) {
      const authorize = new URL(`${origin}/authorize`);
      authorize.searchParams.set('response_type', 'code');
      authorize.searchParams.set('client_id', CLIENT_ID);
      authorize.searchParams.set('redirect_uri', options.redirectUri ?? redirectUrl);
      authorize.searchParams.set('scope', 'openid profile');
      authorize.searchParams.set('state', 'test-state');
      authorize.searchParams.set('login_hint', sub);
      const response = await fetch(authorize, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`authorize answered ${response.status}`);
      return new URL(location).searchParams.get('code')!;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
