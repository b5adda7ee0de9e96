import { SIGN_ON_MESSAGES, SIGN_ON_PATHS } from '@awards/shared/sign-on';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../db/schema';
import { type CasServer, startCasServer } from '../../test/cas-server';
import { createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';
import { parseServiceResponse } from './cas';

// Issue 19 item 1: CAS single sign-on against a CAS server on loopback (test/cas-server.ts).

const SERVICE = 'https://portal.example/_login/cas';

let cas: CasServer;
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  cas = await startCasServer();
  t = await createTestApp({ CAS_BASE_URL: cas.base, CAS_SERVICE_URL: SERVICE });
  off = await createTestApp();
  await t.createUser({ loginName: 'cas-alice' });
  await t.createUser({ loginName: 'cas-frozen', status: 2 });
  await t.createUser({ loginName: 'cas-declarer', userType: 'declarer' });
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await cas?.close();
});

const validate = (app: TestApp, query: Record<string, string>) =>
  app.call('GET', SIGN_ON_PATHS.casValidate, { query });

const lastLog = async (loginType = 'cas') => {
  const [row] = await t.db
    .select()
    .from(loginLogs)
    .where(and(eq(loginLogs.loginType, loginType)))
    .orderBy(desc(loginLogs.id))
    .limit(1);
  return row;
};

describe('GET /cas/client/validateLogin', () => {
  it('signs in the staff user the CAS server vouches for, as a password sign-in would', async () => {
    const ticket = await cas.ticketFor('CAS-Alice', SERVICE);
    const res = await validate(t, { ticket });
    expect(res.status).toBe(200);
    expect(res.body.rtnCode).toBe('0000');
    expect(res.body.dataSet.success).toBe(true);
    const { token, userInfo, sysAllDictItems } = res.body.dataSet.result;
    expect(userInfo.username).toBe('cas-alice');
    expect(Object.keys(sysAllDictItems).length).toBeGreaterThan(0);
    // The CAS server was asked about this ticket for the configured service.
    expect(cas.validations.at(-1)).toEqual({ ticket, service: SERVICE });
    // A real session: the token works, and the login log says how it was made.
    const me = await t.call('GET', '/api/user/info', { token });
    expect(me.body.dataSet.username).toBe('cas-alice');
    expect(await lastLog()).toMatchObject({ loginName: 'cas-alice', outcome: 'success' });
  });

  it('takes a service of the configured page with a return address, as the portal sends it', async () => {
    const service = `${SERVICE}?redirect=${encodeURIComponent('/prize')}`;
    const ticket = await cas.ticketFor('cas-alice', service);
    const res = await validate(t, { ticket, service });
    expect(res.body.dataSet.success).toBe(true);
    expect(cas.validations.at(-1)?.service).toBe(service);
  });

  it('refuses a ticket used once already, and an invented one', async () => {
    const ticket = await cas.ticketFor('cas-alice', SERVICE);
    expect((await validate(t, { ticket })).status).toBe(200);
    const again = await validate(t, { ticket });
    expect(again.status).toBe(401);
    expect(again.body.rtnKey).toBe(SIGN_ON_MESSAGES.ticketInvalid);
    expect(again.body.rtnMessage).toBe(zh(SIGN_ON_MESSAGES.ticketInvalid));
    const invented = await validate(t, { ticket: 'ST-0000-invented' });
    expect(invented.status).toBe(401);
    expect(await lastLog()).toMatchObject({ outcome: 'failure', reason: 'invalid ticket' });
  });

  it("refuses a ticket issued for another application's address, before asking the CAS server", async () => {
    const other = 'https://other-app.example/login';
    const ticket = await cas.ticketFor('cas-alice', other);
    const asked = cas.validations.length;
    const res = await validate(t, { ticket, service: other });
    expect(res.status).toBe(400);
    expect(res.body.dataSet.fieldErrors.service).toBe(zh(SIGN_ON_MESSAGES.serviceInvalid));
    expect(cas.validations.length).toBe(asked);
    // Sent for our page instead, the CAS server refuses it (INVALID_SERVICE).
    expect((await validate(t, { ticket })).status).toBe(401);
  });

  it('refuses a CAS user without a staff account, and creates none', async () => {
    for (const name of ['cas-nobody', 'cas-declarer']) {
      const res = await validate(t, { ticket: await cas.ticketFor(name, SERVICE) });
      expect(res.status).toBe(401);
      expect(res.body.rtnMessage).toBe(zh(SIGN_ON_MESSAGES.noStaffUser({ name })));
      expect(res.body.rtnParams).toEqual({ name });
      expect(await lastLog()).toMatchObject({ loginName: name, outcome: 'failure', reason: 'unknown user' });
    }
    const created = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'cas-nobody') });
    expect(created).toBeUndefined();
  });

  it('refuses a frozen account as the password sign-in does', async () => {
    const res = await validate(t, { ticket: await cas.ticketFor('cas-frozen', SERVICE) });
    expect(res.status).toBe(401);
    expect(res.body.rtnKey).toBe('login.frozen');
  });

  it('answers a keyed error when CAS is not configured', async () => {
    const res = await validate(off, { ticket: 'ST-1' });
    expect(res.status).toBe(404);
    expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.casOff);
  });

  it('refuses a missing, spaced or overlong ticket with the field message', async () => {
    for (const query of [
      {} as Record<string, string>,
      { ticket: 'ST 1' },
      { ticket: `ST-${'x'.repeat(300)}` },
      { ticket: 'ST-1\u0000' },
    ]) {
      const res = await validate(t, query);
      expect(res.status).toBe(400);
      expect(res.body.dataSet.fieldErrors.ticket).toBeTruthy();
    }
  });

  it('answers 503 when the CAS server cannot be reached', async () => {
    const down = await createTestApp({
      CAS_BASE_URL: 'http://127.0.0.1:9/cas',
      CAS_SERVICE_URL: SERVICE,
      SIGN_ON_TIMEOUT_MS: 2000,
    });
    try {
      const res = await validate(down, { ticket: 'ST-1' });
      expect(res.status).toBe(503);
      expect(res.body.rtnKey).toBe(SIGN_ON_MESSAGES.providerDown);
    } finally {
      await down.close();
    }
  });

  it('offers the CAS login and logout addresses to the sign-in page through the project settings', async () => {
    const on = await t.call('GET', '/rest/project/settings');
    expect(on.body.dataSet.signOn.cas).toEqual({
      loginUrl: `${cas.base}/login`,
      logoutUrl: `${cas.base}/logout`,
      serviceUrl: SERVICE,
    });
    expect((await off.call('GET', '/rest/project/settings')).body.dataSet.signOn).toEqual({
      cas: null,
      oauth: null,
    });
  });
});

describe('parseServiceResponse', () => {
  it('reads the user of a success whatever the prefix, with entities and CDATA', () => {
    expect(
      parseServiceResponse(
        '<x:serviceResponse xmlns:x="http://www.yale.edu/tp/cas"><x:authenticationSuccess>' +
          '<x:user> li&amp;wang </x:user></x:authenticationSuccess></x:serviceResponse>',
      ),
    ).toEqual({ user: 'li&wang' });
    expect(
      parseServiceResponse(
        '<cas:serviceResponse><cas:authenticationSuccess><cas:user><![CDATA[zhang<3]]></cas:user>' +
          '</cas:authenticationSuccess></cas:serviceResponse>',
      ),
    ).toEqual({ user: 'zhang<3' });
  });

  it('reads a failure code, and treats anything else as a failure', () => {
    expect(
      parseServiceResponse('<cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure>'),
    ).toEqual({ failure: 'INVALID_TICKET' });
    expect(parseServiceResponse('<html>proxy error</html>')).toEqual({ failure: 'UNREADABLE' });
    expect(
      parseServiceResponse('<cas:authenticationSuccess><cas:user> </cas:user></cas:authenticationSuccess>'),
    ).toEqual({ failure: 'NO_USER' });
  });
});
