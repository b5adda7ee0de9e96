import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { encryptTransport } from '../../platform/crypto/transport';
import { createTestApp, type TestApp, USER_PASSWORD } from '../../test/harness';

const URL = '/rest/setting/updatepassword';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const encrypted = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, encryptTransport(v, DEFAULT_PASSWORD_TRANSPORT_KEY)]),
  );

describe('POST /rest/setting/updatepassword', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    await t.createUser({ loginName: 'changer' });
    const here = await t.login('changer', USER_PASSWORD);
    const elsewhere = await t.login('changer', USER_PASSWORD);
    const res = await t.call('POST', URL, {
      token: here,
      body: encrypted({
        oldPassword: USER_PASSWORD,
        newPassword: 'NewPass123',
        confirmPassword: 'NewPass123',
      }),
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: here })).status).toBe(200);
    expect((await t.call('GET', '/api/user/info', { token: elsewhere })).status).toBe(401);
    await expect(t.login('changer', USER_PASSWORD, '10.9.9.1')).rejects.toThrow(/401/);
    await expect(t.login('changer', 'NewPass123')).resolves.toBeTypeOf('string');
  });

  it('applies the rules and messages of spec 000 §5', async () => {
    await t.createUser({ loginName: 'rules' });
    const token = await t.login('rules', USER_PASSWORD);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { oldPassword: USER_PASSWORD, newPassword: 'short1', confirmPassword: 'short1' },
        { newPassword: '密码由至少8位数字、大小写字母组成!' },
      ],
      [
        { oldPassword: USER_PASSWORD, newPassword: 'lettersonly', confirmPassword: 'lettersonly' },
        { newPassword: '密码由至少8位数字、大小写字母组成!' },
      ],
      [
        { oldPassword: USER_PASSWORD, newPassword: 'NewPass123', confirmPassword: 'NewPass124' },
        { confirmPassword: '两次输入的密码不一样！' },
      ],
      [
        { oldPassword: 'Wrong1234', newPassword: 'NewPass123', confirmPassword: 'NewPass123' },
        { oldPassword: '旧密码输入错误！' },
      ],
      [
        { oldPassword: USER_PASSWORD, newPassword: USER_PASSWORD, confirmPassword: USER_PASSWORD },
        { newPassword: '新密码不能与旧密码相同！' },
      ],
    ];
    for (const [form, fieldErrors] of cases) {
      const res = await t.call('POST', URL, { token, body: encrypted(form) });
      expect(res.status).toBe(400);
      expect(res.body.dataSet.fieldErrors).toEqual(fieldErrors);
    }
    await expect(t.login('rules', USER_PASSWORD)).resolves.toBeTypeOf('string');
  });

  it('checks at most 3 of 40 concurrent wrong current passwords, then refuses even the right one for a while', async () => {
    // Issue 11: the current-password check had no limit at all (40 wrong tries in 1.2 s).
    const user = await t.createUser({ loginName: 'guessed' });
    const token = await t.login('guessed', USER_PASSWORD);
    const form = (oldPassword: string) =>
      encrypted({ oldPassword, newPassword: 'Taken0ver1', confirmPassword: 'Taken0ver1' });
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => t.call('POST', URL, { token, body: form(`Guess${i}xx`) })),
      t.call('POST', URL, { token, body: form(USER_PASSWORD) }),
    ]);
    const checked = answers.filter((a) => a.status === 400);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(3);
    for (const a of checked) expect(a.body.dataSet.fieldErrors).toEqual({ oldPassword: '旧密码输入错误！' });
    const refused = answers.filter((a) => a.status !== 400);
    expect(refused.length).toBe(41 - checked.length);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.body.rtnMessage).toBe('旧密码错误次数过多，请稍后再试');
      expect(a.body.dataSet.fieldErrors).toEqual({ oldPassword: '旧密码错误次数过多，请稍后再试' });
    }
    // The password did not change; once the window has passed the owner may change it.
    await t.db
      .update(users)
      .set({ captchaWindowStart: new Date(Date.now() - 16 * 60_000) })
      .where(eq(users.id, user.id));
    const later = await t.call('POST', URL, { token, body: form(USER_PASSWORD) });
    expect(later.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failedLoginCount: 0, captchaWindowCount: 0, lockedUntil: null });
  });

  it('locks the account at the sign-in lock count, for sign-in and password change alike', async () => {
    const user = await t.createUser({ loginName: 'lock-change' });
    const token = await t.login('lock-change', USER_PASSWORD, '10.9.8.1');
    // Nine earlier failures, out of the captcha window.
    await t.db.update(users).set({ failedLoginCount: 9 }).where(eq(users.id, user.id));
    const form = (oldPassword: string) =>
      encrypted({ oldPassword, newPassword: 'Taken0ver1', confirmPassword: 'Taken0ver1' });
    expect((await t.call('POST', URL, { token, body: form('Wrong12345') })).status).toBe(400);
    const locked = await t.call('POST', URL, { token, body: form(USER_PASSWORD) });
    expect(locked.status).toBe(429);
    expect(locked.body.rtnMessage).toBe('密码错误次数过多，账号已锁定，请稍后再试');
    await expect(t.login('lock-change', USER_PASSWORD, '10.9.8.2')).rejects.toThrow(/401/);
  });

  it('requires all three fields, and refuses unencrypted ones', async () => {
    await t.createUser({ loginName: 'plain' });
    const token = await t.login('plain', USER_PASSWORD);
    const missing = await t.call('POST', URL, { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.dataSet.fieldErrors).toEqual({
      oldPassword: '请输入旧密码！',
      newPassword: '请输入新密码！',
      confirmPassword: '请确认新密码！',
    });
    const plain = await t.call('POST', URL, {
      token,
      body: { oldPassword: USER_PASSWORD, newPassword: 'NewPass123', confirmPassword: 'NewPass123' },
    });
    expect(plain.status).toBe(400);
    expect(Object.keys(plain.body.dataSet.fieldErrors)).toHaveLength(3);
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('POST', URL, { body: {} })).status).toBe(401);
  });
});
