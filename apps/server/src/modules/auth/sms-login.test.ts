import { SMS_MESSAGES } from '@awards/shared/sms';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, sendLog, smsCodes, users } from '../../db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { zh } from '../../test/messages';

let t: TestApp;
const PHONE = '13912345678';

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser({ loginName: 's-bob' });
  await t.db.update(users).set({ phone: PHONE }).where(eq(users.id, user.id));
});
afterAll(() => t.close());

const requestCode = (phone: string) => t.call('POST', '/account/sms', { body: { phone } });
const signIn = (phone: string, captcha: string) =>
  t.call('POST', '/callback?client_name=captcha_client', { body: { phone, captcha } });

/** The code as the development provider recorded it in the SMS log. */
async function lastCode(phone: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(sendLog)
    .where(eq(sendLog.recipient, phone))
    .orderBy(desc(sendLog.id))
    .limit(1);
  return /(\d{6})/.exec(row?.content ?? '')?.[1] ?? '';
}

/** Lets the next code be asked for now (the 60 s spacing is tested on its own). */
const age = (phone: string, seconds: number) =>
  t.db
    .update(smsCodes)
    .set({ createTime: new Date(Date.now() - seconds * 1000) })
    .where(eq(smsCodes.phone, phone));

describe('phone sign-in', () => {
  it('sends a code, signs in with it once, answering like the password sign-in', async () => {
    const sent = await requestCode(PHONE);
    expect(sent.status).toBe(200);
    expect(sent.body.dataSet.message).toBe(zh(SMS_MESSAGES.codeSent));
    const code = await lastCode(PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, PHONE));
    expect(stored?.codeHash).not.toContain(code);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await signIn(PHONE, wrong)).status).toBe(401);
    const res = await signIn(PHONE, code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.dataSet).sort()).toEqual(['sysAllDictItems', 'token', 'userInfo']);
    expect(res.body.dataSet.userInfo.loginName).toBe('s-bob');
    const me = await t.call('GET', '/api/user/info', { token: res.body.dataSet.token });
    expect(me.status).toBe(200);
    // Single use.
    expect((await signIn(PHONE, code)).status).toBe(401);
    // The login log tells the SMS sign-ins (and their failures) from the password ones.
    const logged = await t.db
      .select()
      .from(loginLogs)
      .where(eq(loginLogs.userId, res.body.dataSet.userInfo.id));
    expect(logged.map((l) => [l.outcome, l.loginType])).toContainEqual(['success', 'sms']);
    const failed = await t.db.select().from(loginLogs).where(eq(loginLogs.loginName, PHONE));
    expect(failed.map((l) => [l.reason, l.loginType])).toContainEqual(['wrong sms code', 'sms']);
    // The password sign-in on the same path is untouched.
    expect(await t.login('admin', ADMIN_PASSWORD)).toBeTruthy();
  });

  it('limits a phone to one code per 60 s and ten a day', async () => {
    await age(PHONE, 120);
    expect((await requestCode(PHONE)).status).toBe(200);
    const again = await requestCode(PHONE);
    expect(again.status).toBe(429);
    expect(again.body.rtnMessage).toMatch(/发送过于频繁/);
    await t.db.delete(smsCodes).where(eq(smsCodes.phone, PHONE));
    await t.db.insert(smsCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        phone: PHONE,
        codeHash: 'x',
        expiresAt: new Date(),
        createTime: new Date(Date.now() - (i + 2) * 3_600_000),
      })),
    );
    const daily = await requestCode(PHONE);
    expect(daily.status).toBe(429);
    expect(daily.body.rtnMessage).toBe(zh(SMS_MESSAGES.dailyLimit));
    await t.db.delete(smsCodes).where(eq(smsCodes.phone, PHONE));
  });

  it('refuses an expired code and burns a code after five wrong answers', async () => {
    await requestCode(PHONE);
    const code = await lastCode(PHONE);
    await t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, PHONE));
    expect((await signIn(PHONE, code)).status).toBe(401);

    await age(PHONE, 120);
    await requestCode(PHONE);
    const fresh = await lastCode(PHONE);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(PHONE, wrong)).body.rtnMessage).toBe(zh(SMS_MESSAGES.codeWrong));
    expect((await signIn(PHONE, fresh)).status).toBe(401);
  });

  it('answers an unknown phone the same way without sending anything', async () => {
    const before = await t.db.$count(sendLog);
    const res = await requestCode('13700000000');
    expect(res.status).toBe(200);
    expect(res.body.dataSet.message).toBe(zh(SMS_MESSAGES.codeSent));
    expect(await t.db.$count(sendLog)).toBe(before);
    expect((await requestCode('13700000000')).status).toBe(429);
  });

  it('refuses bad input', async () => {
    expect((await requestCode('12345')).body.dataSet.fieldErrors.phone).toBe(zh(SMS_MESSAGES.phone));
    expect((await signIn(PHONE, '12ab')).status).toBe(400);
    expect((await signIn('', '123456')).status).toBe(400);
  });
});
