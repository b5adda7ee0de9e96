import { DEFAULT_PASSWORD_TRANSPORT_KEY } from '@awards/shared/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
