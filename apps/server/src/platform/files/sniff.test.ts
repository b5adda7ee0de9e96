import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffKind } from './sniff';

describe('sniffKind', () => {
  it('takes a short Chinese text file ending in a full stop and a newline as text', () => {
    expect(sniffKind(Buffer.from('通知附件。\n', 'utf8'))).toBe('text');
  });

  it('takes a sample cut in the middle of a Chinese character as text', () => {
    const whole = Buffer.from('奖'.repeat(SNIFF_BYTES), 'utf8');
    const sample = whole.subarray(0, SNIFF_BYTES);
    expect(sample.length % 3).not.toBe(0);
    expect(sniffKind(sample)).toBe('text');
  });

  it('refuses bytes that are not UTF-8 and control bytes', () => {
    expect(sniffKind(Buffer.from([0x61, 0xff, 0xfe, 0x62, 0x63, 0x64, 0x65]))).toBeNull();
    expect(sniffKind(Buffer.from([0x61, 0x00, 0x62]))).toBeNull();
  });

  it('recognises signatures before text', () => {
    expect(sniffKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
  });
});
