import { DEFAULT_PASSWORD_TRANSPORT_KEY, PASSWORD_MESSAGES } from '@awards/shared/password';
import { PASSWORD_PATHS } from '@awards/shared/password-recovery';
import { SMS_MESSAGES } from '@awards/shared/sms';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLog, smsCodes, users } from '../../db/schema';
import { encryptTransport } from '../../platform/crypto/transport';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';
import { zh } from '../../test/messages';

// The specification's password endpoints (docs/site.md "Passwords"): recovery by SMS code,
// checking and changing the own password.

let t: TestApp;
const PHONE = '13912340001';
const NEW_PASSWORD = 'Recovered#2026';
const enc = (plain: string) => encryptTransport(plain, DEFAULT_PASSWORD_TRANSPORT_KEY);

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser({ loginName: 'r-dora' });
  await t.db.update(users).set({ phone: PHONE }).where(eq(users.id, user.id));
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token?: string) => t.call('POST', url, { body, token });

async function lastCode(phone: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(sendLog)
    .where(eq(sendLog.recipient, phone))
    .orderBy(desc(sendLog.id))
    .limit(1);
  return /(\d{6})/.exec(row?.content ?? '')?.[1] ?? '';
}
/** Lets the next code be asked for now (the spacing is the sign-in code's, tested there). */
const age = (phone: string) =>
  t.db
    .update(smsCodes)
    .set({ createTime: new Date(Date.now() - 120_000) })
    .where(eq(smsCodes.phone, phone));

describe('password recovery by SMS code', () => {
  it('sets the new password with the phone’s code, once, and ends the account’s sessions', async () => {
    const before = await t.login('r-dora', USER_PASSWORD);
    const sent = await post(PASSWORD_PATHS.sendCode, { phone: PHONE });
    expect(sent.status).toBe(200);
    expect(sent.body.dataSet.message).toBe(zh(SMS_MESSAGES.codeSent));
    const code = await lastCode(PHONE);

    const form = {
      phone: PHONE,
      captcha: code,
      newPassword: enc(NEW_PASSWORD),
      confirmPassword: enc(NEW_PASSWORD),
    };
    expect((await post(PASSWORD_PATHS.recover, form)).status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: before })).status).toBe(401);
    expect(await t.login('r-dora', NEW_PASSWORD)).toBeTruthy();
    // Single use.
    const again = await post(PASSWORD_PATHS.recover, form);
    expect(again.status).toBe(400);
    expect(again.body.dataSet.fieldErrors.captcha).toBe(zh(SMS_MESSAGES.codeWrong));
  });

  it('refuses bad input, a weak or mismatched password and a wrong code, changing nothing', async () => {
    await age(PHONE);
    await post(PASSWORD_PATHS.sendCode, { phone: PHONE });
    const code = await lastCode(PHONE);
    const hash = async () =>
      (await t.db.query.users.findFirst({ where: eq(users.phone, PHONE) }))?.passwordHash;
    const stored = await hash();
    const form = {
      phone: PHONE,
      captcha: code,
      newPassword: enc('Another#2026'),
      confirmPassword: enc('Another#2026'),
    };

    expect((await post(PASSWORD_PATHS.recover, { ...form, phone: '123' })).status).toBe(400);
    expect((await post(PASSWORD_PATHS.recover, { ...form, captcha: 'abc' })).status).toBe(400);
    const plain = await post(PASSWORD_PATHS.recover, { ...form, newPassword: 'Another#2026' });
    expect(plain.body.dataSet.fieldErrors.newPassword).toBe(zh(PASSWORD_MESSAGES.undecryptable));
    const weak = await post(PASSWORD_PATHS.recover, {
      ...form,
      newPassword: enc('short'),
      confirmPassword: enc('short'),
    });
    expect(weak.status).toBe(400);
    expect(weak.body.dataSet.fieldErrors.newPassword).toBe(zh(PASSWORD_MESSAGES.newRule));
    const mismatch = await post(PASSWORD_PATHS.recover, { ...form, confirmPassword: enc('Other#20266') });
    expect(mismatch.body.dataSet.fieldErrors.confirmPassword).toBe(zh(PASSWORD_MESSAGES.mismatch));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post(PASSWORD_PATHS.recover, { ...form, captcha: wrong })).status).toBe(400);
    // A phone of no account answers as a wrong code.
    const unknown = await post(PASSWORD_PATHS.recover, { ...form, phone: '13900000000' });
    expect(unknown.body.dataSet.fieldErrors.captcha).toBe(zh(SMS_MESSAGES.codeWrong));
    expect(await hash()).toBe(stored);
    // The weak, mismatched and plain forms did not use up the code.
    expect((await post(PASSWORD_PATHS.recover, form)).status).toBe(200);
  });

  it('keeps the code’s spacing: a second code within 60 s is refused', async () => {
    await age(PHONE);
    expect((await post(PASSWORD_PATHS.sendCode, { phone: PHONE })).status).toBe(200);
    expect((await post(PASSWORD_PATHS.sendCode, { phone: PHONE })).status).toBe(429);
    expect((await post(PASSWORD_PATHS.sendCode, { phone: 'x' })).status).toBe(400);
  });
});

describe('the own password', () => {
  it('valPwd says whether it is the own password; UpdPwd changes it; both need a session', async () => {
    await t.createUser({ loginName: 'r-eve' });
    const token = await t.login('r-eve', USER_PASSWORD);
    expect((await post(PASSWORD_PATHS.check, { password: enc(USER_PASSWORD) }, token)).body.dataSet).toEqual({
      valid: true,
    });
    expect((await post(PASSWORD_PATHS.check, { password: enc('wrong#2026') }, token)).body.dataSet).toEqual({
      valid: false,
    });
    expect((await post(PASSWORD_PATHS.check, { password: '' }, token)).status).toBe(400);
    expect((await post(PASSWORD_PATHS.check, { password: enc(USER_PASSWORD) })).status).toBe(401);

    const change = {
      oldPassword: enc(USER_PASSWORD),
      newPassword: enc('Changed#2026'),
      confirmPassword: enc('Changed#2026'),
    };
    expect((await post(PASSWORD_PATHS.change, change)).status).toBe(401);
    expect((await post(PASSWORD_PATHS.change, { ...change, newPassword: '' }, token)).status).toBe(400);
    expect((await post(PASSWORD_PATHS.change, change, token)).status).toBe(200);
    expect(await t.login('r-eve', 'Changed#2026')).toBeTruthy();
  });
});
