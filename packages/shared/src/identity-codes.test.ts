import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode, isIdNumber } from './identity-codes';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real codes and refuses a changed check character or character', () => {
    // Published codes: Alibaba (China) Co., Ltd. and Tencent Technology (Shenzhen).
    expect(isCreditCode('91330100716105852F')).toBe(true);
    expect(isCreditCode('9144030071526726XG')).toBe(true);
    expect(isCreditCode('91330100716105852E')).toBe(false);
    expect(isCreditCode('91330100716105853F')).toBe(false);
    expect(isCreditCode('91330100716105852f')).toBe(false);
    expect(isCreditCode('9133010071610585')).toBe(false);
    // I, O, Z, S, V are not characters of the code.
    expect(isCreditCode('9133010071610585IF')).toBe(false);
  });
  it('computes the check character of a body', () => {
    expect(creditCodeCheckChar('91330100716105852')).toBe('F');
  });
});

describe('citizen ID number (GB 11643-1999)', () => {
  it('accepts the standard example and refuses a wrong check digit or date', () => {
    expect(isIdNumber('11010519491231002X')).toBe(true);
    expect(isIdNumber('11010519491231002x')).toBe(true);
    expect(isIdNumber('110105194912310021')).toBe(false);
    expect(isIdNumber('110105194902300028')).toBe(false);
    expect(isIdNumber('1101051949123100')).toBe(false);
  });
});
