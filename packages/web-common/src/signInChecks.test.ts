import { LOGIN_MESSAGES } from '@awards/shared/messages';
import { SMS_MESSAGES } from '@awards/shared/sms-sign-in';
import { describe, expect, it } from 'vitest';
import { asRule, checkCaptcha, checkPassword, checkPhone, checkSmsCode, checkUsername } from './signInChecks';

describe('the sign-in forms’ checks (the shared schemas’ rules and messages)', () => {
  it.each([
    ['user name', checkUsername, undefined, LOGIN_MESSAGES.usernameRequired],
    ['user name', checkUsername, '   ', LOGIN_MESSAGES.usernameRequired],
    ['user name', checkUsername, 'x'.repeat(65), LOGIN_MESSAGES.badCredentials],
    ['user name', checkUsername, 'declarer', null],
    ['password', checkPassword, '', LOGIN_MESSAGES.passwordRequired],
    ['password', checkPassword, 'x'.repeat(129), LOGIN_MESSAGES.badCredentials],
    ['password', checkPassword, ' spaced ', null],
    ['captcha', checkCaptcha, ' ', LOGIN_MESSAGES.captchaRequired],
    ['captcha', checkCaptcha, 'x'.repeat(17), LOGIN_MESSAGES.captchaWrong],
    ['captcha', checkCaptcha, 'ab12', null],
    ['phone', checkPhone, '', SMS_MESSAGES.phoneRequired],
    ['phone', checkPhone, '2380013800', SMS_MESSAGES.phone],
    ['phone', checkPhone, ' 13800138000 ', null],
    ['code', checkSmsCode, undefined, SMS_MESSAGES.codeRequired],
    ['code', checkSmsCode, '12345', SMS_MESSAGES.code],
    ['code', checkSmsCode, '12345a', SMS_MESSAGES.code],
    ['code', checkSmsCode, '123456', null],
  ] as const)('%s %j → %s', (_, check, value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it('runs as an antd rule with the message translated', async () => {
    const rule = asRule(checkPhone, (ref) => `<${ref}>`);
    await expect(rule.validator(null, '13800138000')).resolves.toBeUndefined();
    await expect(rule.validator(null, '1')).rejects.toThrow(`<${SMS_MESSAGES.phone}>`);
  });
});
