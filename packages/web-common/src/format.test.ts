import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  ellipsis,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPeriodEnd,
  orEmpty,
  roundHalfUp,
} from './format';

describe('formatNumber', () => {
  it('groups thousands and keeps 2 decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber('-9876543.2')).toBe('-9,876,543.20');
    expect(formatNumber(1000, 0)).toBe('1,000');
  });

  it('rounds half up on the decimal value, not the binary one', () => {
    expect(roundHalfUp(1.005)).toBe(1.01);
    expect(roundHalfUp(2.675)).toBe(2.68);
    expect(roundHalfUp(-1.005)).toBe(-1.01);
    expect(formatNumber(1.005)).toBe('1.01');
    expect(roundHalfUp(1e-7, 2)).toBe(0);
  });

  it('shows the placeholder for nothing or not-a-number', () => {
    expect(formatNumber(null)).toBe(EMPTY);
    expect(formatNumber('abc')).toBe(EMPTY);
    expect(EMPTY).toBe('————');
  });
});

describe('formatFileSize', () => {
  it('reads KB below a megabyte and MB above', () => {
    expect(formatFileSize(204_800)).toBe('200.0 KB');
    expect(formatFileSize(3_145_728)).toBe('3.0 MB');
  });
});

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss, in the display zone (Asia/Shanghai by default)', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 19, 4, 5)))).toBe('2026-01-02 03:04:05');
    expect(formatDateTime('2026-03-03T21:06:07Z')).toBe('2026-03-04 05:06:07');
  });

  it('shows the placeholder for an empty or invalid date', () => {
    expect(formatDateTime('')).toBe(EMPTY);
    expect(formatDateTime('not a date')).toBe(EMPTY);
  });
});

describe('formatPeriodEnd', () => {
  it('names the last day at 24:00: the stored end is 00:00 of the next day in the display zone', () => {
    // 2026-06-14 00:00 in Asia/Shanghai is 2026-06-13 16:00 UTC.
    expect(formatPeriodEnd('2026-06-13T16:00:00.000Z')).toBe('2026-06-13 24:00');
    expect(formatPeriodEnd('2026-06-13T16:00:00.000Z')).not.toContain('00:00:00');
  });

  it('shows the placeholder for an empty or invalid end', () => {
    expect(formatPeriodEnd(null)).toBe(EMPTY);
    expect(formatPeriodEnd('not a date')).toBe(EMPTY);
  });
});

describe('ellipsis', () => {
  it('cuts Latin text at 25 characters by default', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
  });

  it('counts CJK characters double', () => {
    expect(ellipsis('奖'.repeat(12))).toBe('奖'.repeat(12));
    expect(ellipsis('奖'.repeat(13))).toBe(`${'奖'.repeat(12)}...`);
    expect(ellipsis('ab奖励申报', 5)).toBe('ab奖...');
  });

  it('handles empty values', () => {
    expect(ellipsis(null)).toBe('');
    expect(orEmpty('')).toBe(EMPTY);
    expect(orEmpty(0)).toBe('0');
  });
});
