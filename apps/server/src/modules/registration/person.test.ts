import { IDENTITY_CODE_MESSAGES, idNumberCheckDigit } from '@awards/shared/identity-codes';
import { DEFAULT_PASSWORD_TRANSPORT_KEY, PASSWORD_MESSAGES } from '@awards/shared/password';
import { PASSWORD_PATHS } from '@awards/shared/password-recovery';
import {
  SITE_REGISTRATION_MESSAGES as M,
  REGISTRATION_TICKET_HEADER,
} from '@awards/shared/site-registration';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons, sendLog, users } from '../../db/schema';
import { encryptTransport } from '../../platform/crypto/transport';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enc = (plain: string) => encryptTransport(plain, DEFAULT_PASSWORD_TRANSPORT_KEY);
const idOf = (body: string) => body + idNumberCheckDigit(body);
const post = (url: string, body?: unknown, ticket?: string) =>
  t.call('POST', `/rest/register/${url}`, {
    body,
    headers: ticket ? { [REGISTRATION_TICKET_HEADER]: ticket } : {},
  });

/** Proves a phone as the site does: the code by SMS, answered for a ticket. */
async function ticketFor(phone: string): Promise<string> {
  expect((await post('sendCode', { phone })).status).toBe(200);
  const [sms] = await t.db
    .select()
    .from(sendLog)
    .where(eq(sendLog.recipient, phone))
    .orderBy(desc(sendLog.id))
    .limit(1);
  const res = await post('verify', { phone, code: /(\d{6})/.exec(sms?.content ?? '')?.[1] });
  expect(res.status).toBe(200);
  return res.body.dataSet.ticket;
}

const form = (idNumber: string, password = 'Objector2026') => ({
  realname: '林异议',
  idNumber,
  newPassword: enc(password),
  confirmPassword: enc(password),
});

describe('a person registers to file objections (/rest/register/person)', () => {
  const phone = '13700000030';
  const idNumber = idOf('33010619850612003');
  // One code a minute per phone: the phone's ticket is proven once and serves every step.
  let ticket: string;

  it('refuses without a live ticket (401): the route is public, the phone must be proven', async () => {
    expect((await post('person', form(idNumber))).status).toBe(401);
    expect((await post('person', form(idNumber), 'not-a-ticket')).status).toBe(401);
  });

  it('refuses bad input (400) on its field, writing nothing', async () => {
    ticket = await ticketFor(phone);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...form(idNumber), realname: ' ' }, 'realname', zh(M.realnameRequired)],
      [form(`${idNumber.slice(0, 17)}0`), 'idNumber', zh(IDENTITY_CODE_MESSAGES.idNumber)],
      [form(idNumber, 'short1'), 'newPassword', zh(PASSWORD_MESSAGES.newRule)],
      [
        { ...form(idNumber), confirmPassword: enc('Another2026') },
        'confirmPassword',
        zh(PASSWORD_MESSAGES.mismatch),
      ],
      [
        { ...form(idNumber), newPassword: 'not-ciphertext' },
        'newPassword',
        zh(PASSWORD_MESSAGES.undecryptable),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('person', body, ticket);
      expect(res.status, field).toBe(400);
      expect(res.body.dataSet.fieldErrors[field]).toBe(message);
    }
    expect(await t.db.$count(users, eq(users.phone, phone))).toBe(0);
  });

  it('creates an active person with no organisation, who signs in with phone and password at once', async () => {
    expect(
      (await post('check', { field: 'personIdNumber', value: idNumber })).body.dataSet.message,
    ).toBeNull();
    const res = await post('person', form(idNumber.toLowerCase()), ticket);
    expect(res.status, res.body.rtnMessage).toBe(200);
    expect(res.body.dataSet).toEqual({ status: 'active' });
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toMatchObject({
      loginName: phone,
      userType: 'person',
      realname: '林异议',
      orgId: null,
      enableLogin: true,
      status: 1,
    });
    const [person] = await t.db.select().from(persons).where(eq(persons.userId, user!.id));
    expect(person!.idNumber).toBe(idNumber);
    // The phone's state on the registration page: registered, nothing to wait for.
    expect((await post('mine', undefined, ticket)).body.dataSet).toMatchObject({
      kind: 'person',
      status: 'approved',
    });
    const signIn = await t.call('POST', '/callback?client_name=myform_client', {
      body: { username: phone, password: 'Objector2026' },
    });
    expect(signIn.status, signIn.body.rtnMessage).toBe(200);
    expect(signIn.body.dataSet.userInfo).toMatchObject({ userType: 'person', orgId: null });
    // Staff see the type in the users list, with its label in the export's dictionary.
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const page = await t.call('POST', '/rest/user/page', { token: admin, body: { phone } });
    expect(page.body.dataSet.result).toEqual([expect.objectContaining({ userType: 'person' })]);
  });

  it('names a taken ID number before submitting and refuses a taken phone or ID number (409), writing nothing', async () => {
    const taken = await post('check', { field: 'personIdNumber', value: idNumber });
    expect(taken.body.dataSet.message).toBe(zh(M.idNumberTaken));
    // The same phone again: one account per phone.
    const again = await post('person', form(idOf('33010619900101001')), ticket);
    expect(again.status).toBe(409);
    expect(again.body.dataSet.fieldErrors.phone).toBe(zh(M.phoneTaken));
    // Another phone with the same ID number.
    const other = '13700000031';
    const twice = await post('person', form(idNumber), await ticketFor(other));
    expect(twice.status).toBe(409);
    expect(twice.body.dataSet.fieldErrors.idNumber).toBe(zh(M.idNumberTaken));
    // A phone held by a staff member.
    const staff = await t.createUser({ loginName: 'person-staff' });
    await t.db.update(users).set({ phone: '13700000032' }).where(eq(users.id, staff.id));
    const staffPhone = await post('person', form(idOf('33010619900101002')), await ticketFor('13700000032'));
    expect(staffPhone.status).toBe(409);
    expect(staffPhone.body.dataSet.fieldErrors.phone).toBe(zh(M.phoneTaken));
    expect(await t.db.$count(users, eq(users.userType, 'person'))).toBe(1);
  });

  it('recovers the password by SMS code and lists its sessions, as every client user', async () => {
    expect((await t.call('POST', PASSWORD_PATHS.sendCode, { body: { phone } })).status).toBe(200);
    const [sms] = await t.db
      .select()
      .from(sendLog)
      .where(eq(sendLog.recipient, phone))
      .orderBy(desc(sendLog.id))
      .limit(1);
    const captcha = /(\d{6})/.exec(sms?.content ?? '')?.[1];
    const recovered = await t.call('POST', PASSWORD_PATHS.recover, {
      body: { phone, captcha, newPassword: enc('Recovered2026'), confirmPassword: enc('Recovered2026') },
    });
    expect(recovered.status, recovered.body.rtnMessage).toBe(200);
    const token = await t.login(phone, 'Recovered2026');
    const sessions = await t.call('POST', '/rest/profile/sessions', { token, body: {} });
    expect(sessions.status).toBe(200);
    expect(sessions.body.dataSet).toEqual([expect.objectContaining({ current: true })]);
  });
});
