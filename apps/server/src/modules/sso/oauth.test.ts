import { Writable } from 'node:stream';
import { SIGN_ON_MESSAGES, SIGN_ON_PATHS } from '@awards/shared/sign-on';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { loginLogs, users } from '../../db/schema';
import { createLogger } from '../../platform/logger';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { type OidcProvider, startOidcProvider } from '../../test/oidc-provider';

// Issue 19 item 2: third-party sign-in against an OpenID Connect provider on loopback
// (test/oidc-provider.ts), and the account's binding.

const REDIRECT = 'https://portal.example/_login/oauth';

let op: OidcProvider;
let t: TestApp;
let off: TestApp;
let admin: string;
let staff: string;
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const configOf = (provider: OidcProvider, overrides: Partial<Config> = {}): Partial<Config> => ({
  OAUTH_AUTHORIZE_URL: provider.authorizeUrl,
  OAUTH_TOKEN_URL: provider.tokenUrl,
  OAUTH_USERINFO_URL: provider.userinfoUrl,
  OAUTH_CLIENT_ID: provider.clientId,
  OAUTH_CLIENT_SECRET: provider.clientSecret,
  OAUTH_REDIRECT_URL: REDIRECT,
  OAUTH_ISSUER: provider.issuer,
  OAUTH_NAME: 'Example ID',
  ...overrides,
});

beforeAll(async () => {
  op = await startOidcProvider(REDIRECT);
  t = await createTestApp(configOf(op), { logger: createLogger({ level: 'info', destination: sink }) });
  off = await createTestApp();
  admin = await t.login('admin', ADMIN_PASSWORD);
  await t.createUser({ loginName: 'oa-bob' });
  staff = await t.login('oa-bob', USER_PASSWORD);
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await op?.close();
});

const thirdLogin = (app: TestApp, code: string) =>
  app.call('GET', `${SIGN_ON_PATHS.thirdLogin}/${encodeURIComponent(code)}`);
const bind = (token: string, code: string) => t.call('POST', SIGN_ON_PATHS.bind, { token, body: { code } });
const bindings = (token: string) => t.call('POST', SIGN_ON_PATHS.bindings, { token });
const unbind = (token: string) => t.call('POST', SIGN_ON_PATHS.unbind, { token });

describe('GET /thirdLogin/getLoginUser/{code}', () => {
  it('refuses a provider account bound to nobody, and creates no account', async () => {
    const res = await thirdLogin(t, await op.codeFor('sub-unbound'));
    expect(res.status).toBe(401);
    expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.notBound);
    const [log] = await t.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
    expect(log).toMatchObject({ loginName: 'oidc:sub-unbound', loginType: 'oauth', reason: 'not bound' });
  });

  it("binds the signed-in account to the provider account, then signs it in with code '200'", async () => {
    const bound = await bind(staff, await op.codeFor('sub-bob'));
    expect(bound.status).toBe(200);
    expect(bound.body.dataSet).toEqual({
      provider: { type: 'oidc', name: 'Example ID' },
      bound: true,
      thirdId: 'sub-bob',
    });
    const row = await t.db.query.users.findFirst({ where: eq(users.loginName, 'oa-bob') });
    expect(row).toMatchObject({ thirdType: 'oidc', thirdId: 'sub-bob' });

    const res = await thirdLogin(t, await op.codeFor('sub-bob'));
    expect(res.status).toBe(200);
    expect(res.body.dataSet.code).toBe('200');
    const { token, userInfo } = res.body.dataSet.result;
    expect(userInfo).toMatchObject({ username: 'oa-bob', thirdId: 'sub-bob', thirdType: 'oidc' });
    expect((await t.call('GET', '/api/user/info', { token })).body.dataSet.username).toBe('oa-bob');
    const [log] = await t.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
    expect(log).toMatchObject({ loginName: 'oa-bob', loginType: 'oauth', outcome: 'success' });
  });

  it('refuses a code used once already, and an invented one', async () => {
    const code = await op.codeFor('sub-bob');
    expect((await thirdLogin(t, code)).status).toBe(200);
    for (const again of [code, 'invented-code']) {
      const res = await thirdLogin(t, again);
      expect(res.status).toBe(401);
      expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.codeInvalid);
    }
  });

  it('refuses a code whose id_token names another issuer', async () => {
    op.setIdTokenIssuer('https://impostor.example');
    try {
      const res = await thirdLogin(t, await op.codeFor('sub-bob'));
      expect(res.status).toBe(401);
      expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.codeInvalid);
    } finally {
      op.setIdTokenIssuer(op.issuer);
    }
  });

  it('answers 503, not a bad code, when the provider refuses this client (a wrong secret)', async () => {
    const wrong = await createTestApp(configOf(op, { OAUTH_CLIENT_SECRET: 'not-the-secret' }));
    try {
      const res = await thirdLogin(wrong, await op.codeFor('sub-bob'));
      expect(res.status).toBe(503);
      expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.providerDown);
    } finally {
      await wrong.close();
    }
  });

  it('answers a keyed error when no provider is configured', async () => {
    const res = await thirdLogin(off, 'abc');
    expect(res.status).toBe(404);
    expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.oauthOff);
    expect(
      (await off.call('POST', SIGN_ON_PATHS.bindings, { token: await off.login('admin', ADMIN_PASSWORD) }))
        .body.dataSet,
    ).toEqual({ provider: null, bound: false, thirdId: null });
  });

  it('refuses a code with spaces or one too long', async () => {
    const spaced = await thirdLogin(t, 'a b');
    expect(spaced.status).toBe(400);
    expect(spaced.body.dataSet.fieldErrors.code).toBeTruthy();
    // Past the longest code (2048): Fastify refuses the path itself, the schema a body.
    // (414; or 404 where a built portal answers the unmatched address).
    expect([404, 414]).toContain((await thirdLogin(t, 'x'.repeat(2049))).status);
    expect((await bind(staff, 'x'.repeat(2049))).body.dataSet.fieldErrors.code).toBeTruthy();
  });

  it('offers the authorisation address to the sign-in page, without the secret', async () => {
    const { oauth } = (await t.call('GET', '/rest/project/settings')).body.dataSet.signOn;
    const url = new URL(oauth.authorizeUrl);
    expect(url.origin + url.pathname).toBe(op.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: op.clientId,
      redirect_uri: REDIRECT,
      scope: 'openid profile',
    });
    expect(JSON.stringify(oauth)).not.toContain(op.clientSecret);
  });
});

describe('the bindings page', () => {
  it('refuses to bind a provider account bound to someone else, and keeps both as they were', async () => {
    const res = await bind(admin, await op.codeFor('sub-bob'));
    expect(res.status).toBe(409);
    expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.boundElsewhere);
    expect((await bindings(admin)).body.dataSet.bound).toBe(false);
    expect((await bindings(staff)).body.dataSet.thirdId).toBe('sub-bob');
  });

  it('refuses a bad code to bind with', async () => {
    const res = await bind(admin, 'invented');
    expect(res.status).toBe(401);
    expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.codeInvalid);
    expect((await bind(admin, '')).status).toBe(400);
  });

  it('unbinds: the provider account signs nobody in any more', async () => {
    const res = await unbind(staff);
    expect(res.body.dataSet).toMatchObject({ bound: false, thirdId: null });
    expect((await thirdLogin(t, await op.codeFor('sub-bob'))).body.rtnKey).toBe(SIGN_ON_MESSAGES.notBound);
    // Free again, another account may take it.
    expect((await bind(admin, await op.codeFor('sub-bob'))).body.dataSet.bound).toBe(true);
    await unbind(admin);
  });

  it('is for staff only, and for signed-in users', async () => {
    await t.createUser({ loginName: 'oa-declarer', userType: 'declarer' });
    const declarer = await t.login('oa-declarer', USER_PASSWORD);
    expect((await bind(declarer, await op.codeFor('sub-d'))).status).toBe(403);
    expect((await bindings(declarer)).status).toBe(403);
    expect((await t.call('POST', SIGN_ON_PATHS.bindings)).status).toBe(401);
  });
});

describe('secrets', () => {
  it('never reach the server log: no client secret, no code, no provider token', async () => {
    const code = await op.codeFor('sub-log');
    await thirdLogin(t, code);
    const text = lines.join('');
    expect(text).toContain('/thirdLogin/getLoginUser/');
    expect(text).not.toContain(code);
    expect(text).not.toContain(op.clientSecret);
  });
});
