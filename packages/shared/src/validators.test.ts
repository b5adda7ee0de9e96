import { describe, expect, it } from 'vitest';
import { renderMessage } from './i18n';
import { changePasswordSchema } from './password';
import { checks, is, MESSAGES } from './validators';

describe('shared validators of spec 000 §5', () => {
  const cases: [keyof typeof checks, string[], string[]][] = [
    ['email', ['a.b@example.org', 'x_y+z@sub.example.cn'], ['a@', 'a@b', 'no at.org']],
    ['mobile', ['13800138000', '19912345678'], ['23800138000', '1380013800', '138001380001']],
    ['landline', ['010-12345678', '0755-1234567', '12345678'], ['12-12345678', '123456', '010-123456789']],
    ['fax', ['010-12345678'], ['fax']],
    ['idCard', ['11010519491231002X', '110105194912310021', 'E12345678'], ['12345', '1101051949123100211']],
    ['postCode', ['100080'], ['10008', '1000800', 'abcdef']],
    ['contact', ['13800138000', '010-12345678', '123456'], ['12345', 'phone']],
    ['patent', ['ZL2020.1-234A'], ['ZL 2020', '专利']],
  ];

  it.each(cases)(
    '%s accepts valid values, rejects invalid ones with its message, lets empty pass',
    (rule, good, bad) => {
      for (const value of good) expect(checks[rule](value)).toBeNull();
      for (const value of bad) expect(checks[rule](value)).toBe(MESSAGES[rule]);
      expect(checks[rule]('')).toBeNull();
      expect(checks[rule](undefined)).toBeNull();
    },
  );

  it('required refuses empty and blank values', () => {
    expect(renderMessage(checks.required('') ?? '')).toBe('填写内容不能为空');
    expect(renderMessage(checks.required('   ') ?? '')).toBe('填写内容不能为空');
    expect(renderMessage(checks.required(null) ?? '')).toBe('填写内容不能为空');
    expect(checks.required('x')).toBeNull();
  });

  it('helpers test URL, integer, float, Chinese and special characters', () => {
    expect(is.url('https://a.cn')).toBe(true);
    expect(is.url('ftp://a.cn')).toBe(false);
    expect(is.integer('-12')).toBe(true);
    expect(is.integer('1.5')).toBe(false);
    expect(is.float('1.5')).toBe(true);
    expect(is.chinese('奖励')).toBe(true);
    expect(is.chinese('奖励a')).toBe(false);
    expect(is.hasSpecialCharacters('a#b')).toBe(true);
    expect(is.hasSpecialCharacters('ab')).toBe(false);
  });
});

describe('the change-password rules', () => {
  const issues = (form: object) => {
    const result = changePasswordSchema.safeParse(form);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], renderMessage(i.message)]));
  };

  it('gives the specification messages', () => {
    expect(issues({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: '请输入旧密码！',
      newPassword: '请输入新密码！',
      confirmPassword: '请确认新密码！',
    });
    expect(issues({ oldPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      newPassword: '密码由至少8位数字、大小写字母组成!',
    });
    expect(issues({ oldPassword: 'x', newPassword: 'abc12345', confirmPassword: 'abc12346' })).toEqual({
      confirmPassword: '两次输入的密码不一样！',
    });
    expect(issues({ oldPassword: 'x', newPassword: 'abc12345', confirmPassword: 'abc12345' })).toEqual({});
  });
});
